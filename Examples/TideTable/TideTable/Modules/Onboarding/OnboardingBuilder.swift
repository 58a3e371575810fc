import UIKit

/// Builds the onboarding screen and returns it with the output that reports when the user is done.
enum OnboardingBuilder {
    static func build() -> (view: UIViewController, output: OnboardingOutput) {
        let view = OnboardingViewController()
        let presenter = OnboardingPresenter(view: view)
        view.output = presenter
        return (view: view, output: presenter.output)
    }
}
