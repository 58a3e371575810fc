import UIKit

enum TicketScanBuilder {

    @MainActor
    static func build(gate: Gate, delegate: TicketScanDelegate) -> UIViewController {
        let view = TicketScanViewController()
        let presenter = TicketScanPresenter(gate: gate)
        presenter.view = view
        presenter.delegate = delegate
        view.presenter = presenter
        return view
    }
}
