import Foundation

/// Turns the stored profile into the text of the profile screen and closes the screen on Done or after signing out.
class ProfilePresenter: ProfileViewToPresenterProtocol {

    weak var view: ProfilePresenterToViewProtocol?
    var interactor: ProfilePresenterToInteractorProtocol?
    var router: ProfilePresenterToRouterProtocol?

    func viewDidLoad() {
        interactor?.loadProfile()
    }

    func didChangeHomeCity(_ city: String) {
        guard !city.isEmpty else { return }
        interactor?.saveHomeCity(city)
    }

    func didTapSignOut() {
        interactor?.signOut()
    }

    func didTapDone() {
        router?.closeProfile()
    }
}

extension ProfilePresenter: ProfileInteractorToPresenterProtocol {

    func profileLoaded(_ profile: UserProfile) {
        let count = profile.savedEventIDs.count
        let savedText = count == 1 ? "1 saved event" : "\(count) saved events"
        view?.showProfile(name: profile.name,
                          email: profile.isGuest ? "Not signed in" : profile.email,
                          homeCity: profile.homeCity,
                          savedEventsText: savedText)
        view?.showInitials(profile.initials)
    }

    func userSignedOut() {
        router?.closeProfile()
    }
}
