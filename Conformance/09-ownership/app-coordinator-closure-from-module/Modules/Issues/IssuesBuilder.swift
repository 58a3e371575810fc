import UIKit

enum IssuesBuilder {

    static func build(onOpenIssue: @escaping (Issue) -> Void) -> UIViewController {
        let view = IssuesViewController()
        let presenter = IssuesPresenter(interactor: IssuesInteractor())
        presenter.view = view
        presenter.onOpenIssue = onOpenIssue
        view.presenter = presenter
        return view
    }
}
