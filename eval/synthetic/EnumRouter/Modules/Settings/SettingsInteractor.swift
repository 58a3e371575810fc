import Foundation

final class SettingsInteractor: SettingsInteractorInput {
    weak var output: SettingsInteractorOutput?
    private let onboardingStore: OnboardingStore
    private let draftStore: DraftStore

    init(onboardingStore: OnboardingStore, draftStore: DraftStore) {
        self.onboardingStore = onboardingStore
        self.draftStore = draftStore
    }

    func signOut() {
        onboardingStore.reset()
        draftStore.drafts.forEach { draftStore.delete(id: $0.id) }
        output?.didSignOut()
    }
}
