import UIKit

enum ShowsBuilder {

    static func build(output: ShowsModuleOutput) -> UIViewController {
        let view = ShowsViewController(style: .plain)
        let presenter = ShowsPresenter(interactor: ShowsInteractor())
        presenter.view = view
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
