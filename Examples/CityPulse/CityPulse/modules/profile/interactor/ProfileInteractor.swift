import Foundation

class ProfileInteractor: ProfilePresenterToInteractorProtocol {

    weak var presenter: ProfileInteractorToPresenterProtocol?

    private let defaults: UserDefaults
    private let profileKey = "citypulse.userProfile"
    private let interestedKey = "citypulse.interestedEvents"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func loadProfile() {
        var profile = storedProfile() ?? .guest
        profile.savedEventIDs = InterestedEventsStore.shared.savedEventIDs()
        presenter?.profileLoaded(profile)
    }

    func saveHomeCity(_ city: String) {
        var profile = storedProfile() ?? .guest
        profile.homeCity = city.trimmingCharacters(in: .whitespaces)
        if let data = try? JSONEncoder().encode(profile) {
            defaults.set(data, forKey: profileKey)
        }
        presenter?.profileLoaded(profile)
    }

    func signOut() {
        defaults.removeObject(forKey: profileKey)
        defaults.removeObject(forKey: interestedKey)
        presenter?.userSignedOut()
    }

    private func storedProfile() -> UserProfile? {
        guard let data = defaults.data(forKey: profileKey) else { return nil }
        return try? JSONDecoder().decode(UserProfile.self, from: data)
    }
}
