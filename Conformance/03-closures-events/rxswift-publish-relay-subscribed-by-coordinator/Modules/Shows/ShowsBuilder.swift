import UIKit

struct ShowsModule {
    let viewController: UIViewController
    let output: ShowsModuleOutput
}

enum ShowsBuilder {

    static func build(library: FeedLibrary) -> ShowsModule {
        let view = ShowsViewController()
        let presenter = ShowsPresenter(interactor: ShowsInteractor(library: library))
        presenter.view = view
        view.presenter = presenter
        return ShowsModule(viewController: view, output: presenter)
    }
}
