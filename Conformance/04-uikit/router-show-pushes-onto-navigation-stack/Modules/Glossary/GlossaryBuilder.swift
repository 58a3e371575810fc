import UIKit

enum GlossaryBuilder {

    static func build() -> UIViewController {
        let view = GlossaryViewController(style: .plain)
        let router = GlossaryRouter()
        view.presenter = GlossaryPresenter(router: router)
        router.viewController = view
        return view
    }
}
