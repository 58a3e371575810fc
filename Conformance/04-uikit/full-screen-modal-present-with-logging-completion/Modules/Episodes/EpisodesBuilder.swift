import UIKit

enum EpisodesBuilder {

    static func build() -> UIViewController {
        let view = EpisodesViewController(style: .plain)
        let router = EpisodesRouter()
        view.presenter = EpisodesPresenter(router: router)
        router.viewController = view
        return view
    }
}
