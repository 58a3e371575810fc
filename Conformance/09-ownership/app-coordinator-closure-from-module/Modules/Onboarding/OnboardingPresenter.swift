import Foundation

protocol OnboardingViewOutput: AnyObject {
    var message: String { get }
    func didTapStart()
}

final class OnboardingPresenter: OnboardingViewOutput {

    private let onFinish: () -> Void

    init(onFinish: @escaping () -> Void) {
        self.onFinish = onFinish
    }

    var message: String {
        "A new issue every month, to read offline."
    }

    func didTapStart() {
        onFinish()
    }
}
