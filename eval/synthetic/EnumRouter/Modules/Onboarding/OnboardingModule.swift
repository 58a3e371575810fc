import UIKit

/// Onboarding lives in Onboarding.storyboard, so the module is wired after the
/// storyboard instantiates the view controller instead of being built in code.
enum OnboardingModule {
    static func configure(_ view: OnboardingViewController) {
        let interactor = OnboardingInteractor(store: OnboardingStore())
        let router = OnboardingRouter()
        let presenter = OnboardingPresenter()

        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        view.output = presenter
    }
}
