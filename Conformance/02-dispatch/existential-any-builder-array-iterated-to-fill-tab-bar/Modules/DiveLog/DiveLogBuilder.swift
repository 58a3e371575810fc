import UIKit

struct DiveLogBuilder: TabModuleBuilding {

    let store: DiveStore

    var title: String { "Log" }
    var symbolName: String { "book.closed" }

    func build() -> UIViewController {
        let view = DiveLogViewController(style: .insetGrouped)
        let router = DiveLogRouter(store: store)
        let presenter = DiveLogPresenter(store: store, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
