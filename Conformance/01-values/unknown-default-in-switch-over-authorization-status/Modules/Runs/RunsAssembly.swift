import UIKit

enum RunsAssembly {
    static func assemble() -> UIViewController {
        let view = RunsViewController()
        let interactor = RunsInteractor()
        let wireframe = RunsWireframe()
        let presenter = RunsPresenter(interactor: interactor, wireframe: wireframe)
        view.presenter = presenter
        presenter.view = view
        wireframe.viewController = view
        return view
    }
}
