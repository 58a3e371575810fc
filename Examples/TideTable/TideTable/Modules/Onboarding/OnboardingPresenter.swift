import Foundation

/// Supplies the onboarding pages and reports through its output when the user taps Start.
final class OnboardingPresenter: OnboardingViewOutput {
    private weak var view: OnboardingViewInput?
    let output = OnboardingOutput()

    init(view: OnboardingViewInput) {
        self.view = view
    }

    func viewDidLoad() {
        view?.show(pages: ["Find a spot", "Read the tide", "Go surf"])
    }

    func didTapStart() {
        output.onFinish?()
    }
}
