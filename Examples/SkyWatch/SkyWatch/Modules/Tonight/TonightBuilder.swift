import SwiftUI
import UIKit

/// Builds the Tonight tab: a SwiftUI view hosted in UIKit, driven by its presenter.
enum TonightBuilder {
    static func build() -> UIViewController {
        let interactor = TonightInteractor(service: .shared)
        let router = TonightRouter()
        let presenter = TonightPresenter(interactor: interactor, router: router)
        let host = UIHostingController(rootView: TonightView(presenter: presenter))
        host.title = "Tonight"
        router.viewController = host
        return host
    }
}
