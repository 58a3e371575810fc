import UIKit

enum CellarBuilder {

    static func build() -> (view: UIViewController, output: CellarModuleOutput) {
        let view = CellarViewController()
        let presenter = CellarPresenter(interactor: CellarInteractor())
        presenter.view = view
        view.presenter = presenter
        return (view, presenter)
    }
}
