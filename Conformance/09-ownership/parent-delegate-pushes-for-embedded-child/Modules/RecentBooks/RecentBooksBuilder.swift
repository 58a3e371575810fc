import UIKit

enum RecentBooksBuilder {

    static func build(delegate: RecentBooksModuleDelegate) -> UIViewController {
        let view = RecentBooksViewController()
        let presenter = RecentBooksPresenter(interactor: RecentBooksInteractor())
        presenter.view = view
        presenter.delegate = delegate
        view.presenter = presenter
        return view
    }
}
