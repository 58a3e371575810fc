import UIKit

enum OnboardingKeys {
    static let finished = "onboarding.finished"
}

protocol OnboardingFinishing: AnyObject {
    var viewController: UIViewController? { get }
    func finishOnboarding()
}

extension OnboardingFinishing {
    func finishOnboarding() {
        UserDefaults.standard.set(true, forKey: OnboardingKeys.finished)
        let journal = UINavigationController(rootViewController: JournalBuilder.build())
        viewController?.view.window?.rootViewController = journal
    }
}

/// Onboarding routers that can also sell Pro end onboarding on the Pro offer
/// instead of going straight to the journal.
extension OnboardingFinishing where Self: ProUpsellRouting {
    func finishOnboarding() {
        UserDefaults.standard.set(true, forKey: OnboardingKeys.finished)
        offerPro(source: "onboarding")
    }
}
