import UIKit

enum OnboardingBuilder {

    static func build(onFinish: @escaping () -> Void) -> UIViewController {
        let view = OnboardingViewController()
        view.presenter = OnboardingPresenter(onFinish: onFinish)
        return view
    }
}
