import UIKit

protocol OnboardingViewInput: AnyObject {
    func show(page: OnboardingPage, index: Int, count: Int)
    func setTermsAccepted(_ accepted: Bool)
}

protocol OnboardingViewOutput: AnyObject {
    func viewIsReady()
    func didSwipe(to index: Int)
    func didTapTerms()
    func didAcceptTerms()
    func didTapGetStarted()
}

protocol OnboardingInteractorInput: AnyObject {
    var pages: [OnboardingPage] { get }
    func completeOnboarding()
}

protocol OnboardingInteractorOutput: AnyObject {
    func onboardingCompleted()
}

protocol OnboardingRouterInput: AnyObject {
    func openTerms()
    func openHome()
}

struct OnboardingPage {
    let title: String
    let subtitle: String
    let imageName: String
}
