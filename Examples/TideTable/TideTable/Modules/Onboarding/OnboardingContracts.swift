import UIKit

protocol OnboardingViewInput: AnyObject {
    func show(pages: [String])
}

protocol OnboardingViewOutput: AnyObject {
    func viewDidLoad()
    func didTapStart()
}

/// What the module tells whoever shows it: set `onFinish` to hear that the user is done.
final class OnboardingOutput {
    var onFinish: (() -> Void)?
}
