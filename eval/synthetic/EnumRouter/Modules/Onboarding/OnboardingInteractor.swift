import Foundation

final class OnboardingInteractor: OnboardingInteractorInput {
    weak var output: OnboardingInteractorOutput?
    private let store: OnboardingStore

    init(store: OnboardingStore) {
        self.store = store
    }

    let pages: [OnboardingPage] = [
        OnboardingPage(title: "Write anywhere", subtitle: "Drafts sync across your devices.", imageName: "onboarding-1"),
        OnboardingPage(title: "Follow writers", subtitle: "See what people you like are working on.", imageName: "onboarding-2"),
        OnboardingPage(title: "Publish", subtitle: "Share when you are ready.", imageName: "onboarding-3")
    ]

    func completeOnboarding() {
        store.hasCompletedOnboarding = true
        output?.onboardingCompleted()
    }
}
