import UIKit

enum CellarListFactory {

    static func make() -> UIViewController {
        let view = CellarListViewController()
        let presenter = CellarListPresenter()
        let router = CellarListRouter(
            makeDetail: BottleDetailFactory.make(bottle:),
            makeTastingNote: TastingNoteFactory.make
        )
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
