import UIKit

enum PlotsBuilder {

    static func build() -> (view: UIViewController, output: PlotsModuleOutput) {
        let view = PlotsViewController()
        let presenter = PlotsPresenter(interactor: PlotsInteractor())
        presenter.view = view
        view.presenter = presenter
        return (view, presenter)
    }
}
