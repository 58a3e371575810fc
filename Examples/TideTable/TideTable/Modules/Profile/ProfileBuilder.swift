import UIKit

/// Builds the Profile tab's screen.
enum ProfileBuilder {
    static func build() -> UIViewController {
        let view = ProfileViewController()
        let interactor = ProfileInteractor(session: SessionStore.shared)
        let router = ProfileRouter()
        let presenter = ProfilePresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        router.view = view
        return view
    }
}
