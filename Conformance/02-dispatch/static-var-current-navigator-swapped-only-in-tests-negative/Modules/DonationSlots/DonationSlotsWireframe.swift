import UIKit

protocol DonationSlotsWireframeInput: AnyObject {
    func openBooking(for slot: DonationSlot)
}

final class DonationSlotsWireframe: DonationSlotsWireframeInput {

    private weak var viewController: UIViewController?

    static func makeModule(service: DonorService) -> UIViewController {
        let view = DonationSlotsViewController(style: .insetGrouped)
        let wireframe = DonationSlotsWireframe()
        let presenter = DonationSlotsPresenter(service: service, wireframe: wireframe)
        presenter.view = view
        view.presenter = presenter
        wireframe.viewController = view
        return view
    }

    func openBooking(for slot: DonationSlot) {
        guard let viewController else { return }
        Navigator.current.showBooking(for: slot, from: viewController)
    }
}
