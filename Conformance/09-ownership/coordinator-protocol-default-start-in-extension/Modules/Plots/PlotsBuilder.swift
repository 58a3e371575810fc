import UIKit

enum PlotsBuilder {
    static func build(output: PlotsModuleOutput) -> UIViewController {
        let view = PlotsViewController()
        let presenter = PlotsPresenter(interactor: PlotsInteractor(store: .shared))
        presenter.view = view
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
