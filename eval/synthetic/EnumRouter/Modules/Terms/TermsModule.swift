import UIKit

enum TermsModule {
    /// TermsViewController comes from Onboarding.storyboard via the "showTerms" segue.
    static func configure(_ view: TermsViewController, onAccept: @escaping () -> Void) {
        let router = TermsRouter()
        let presenter = TermsPresenter(onAccept: onAccept)
        presenter.view = view
        presenter.router = router
        router.viewController = view
        view.output = presenter
    }
}
