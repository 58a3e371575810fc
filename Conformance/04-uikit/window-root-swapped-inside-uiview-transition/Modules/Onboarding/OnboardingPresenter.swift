import Foundation

protocol OnboardingPresentationLogic {
    func presentFinish(response: Onboarding.Finish.Response)
}

final class OnboardingPresenter: OnboardingPresentationLogic {

    weak var viewController: OnboardingDisplayLogic?

    func presentFinish(response: Onboarding.Finish.Response) {
        let viewModel = Onboarding.Finish.ViewModel(greeting: "Let's learn \(response.targetLanguage)!")
        viewController?.displayFinish(viewModel: viewModel)
    }
}
