import Foundation

protocol OnboardingBusinessLogic {
    func finish(request: Onboarding.Finish.Request)
}

final class OnboardingInteractor: OnboardingBusinessLogic {

    var presenter: OnboardingPresentationLogic?
    private let defaults = UserDefaults.standard

    func finish(request: Onboarding.Finish.Request) {
        defaults.set(request.targetLanguage, forKey: "targetLanguage")
        defaults.set(true, forKey: "onboardingCompleted")
        presenter?.presentFinish(response: Onboarding.Finish.Response(targetLanguage: request.targetLanguage))
    }
}
