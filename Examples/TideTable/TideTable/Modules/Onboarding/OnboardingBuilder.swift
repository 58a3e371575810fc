import UIKit

enum OnboardingBuilder {
    static func build() -> (view: UIViewController, output: OnboardingOutput) {
        let view = OnboardingViewController()
        let presenter = OnboardingPresenter(view: view)
        view.output = presenter
        return (view: view, output: presenter.output)
    }
}
