import Foundation

final class OnboardingPresenter {
    weak var view: OnboardingViewInput?
    var interactor: OnboardingInteractorInput!
    var router: OnboardingRouterInput!
}

extension OnboardingPresenter: OnboardingViewOutput {
    func viewIsReady() {
        view?.setTermsAccepted(false)
        didSwipe(to: 0)
    }

    func didSwipe(to index: Int) {
        let pages = interactor.pages
        guard pages.indices.contains(index) else { return }
        view?.show(page: pages[index], index: index, count: pages.count)
    }

    func didTapTerms() {
        router.openTerms()
    }

    func didAcceptTerms() {
        view?.setTermsAccepted(true)
    }

    func didTapGetStarted() {
        interactor.completeOnboarding()
    }
}

extension OnboardingPresenter: OnboardingInteractorOutput {
    func onboardingCompleted() {
        router.openHome()
    }
}
