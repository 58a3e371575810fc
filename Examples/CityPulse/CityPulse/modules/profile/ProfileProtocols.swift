import UIKit

// MARK: - View -> Presenter

protocol ProfileViewToPresenterProtocol: AnyObject {
    var view: ProfilePresenterToViewProtocol? { get set }
    var interactor: ProfilePresenterToInteractorProtocol? { get set }
    var router: ProfilePresenterToRouterProtocol? { get set }

    func viewDidLoad()
    func didChangeHomeCity(_ city: String)
    func didTapSignOut()
    func didTapDone()
}

// MARK: - Presenter -> View

protocol ProfilePresenterToViewProtocol: AnyObject {
    func showProfile(name: String, email: String, homeCity: String, savedEventsText: String)
    func showInitials(_ initials: String)
}

// MARK: - Presenter -> Interactor

protocol ProfilePresenterToInteractorProtocol: AnyObject {
    var presenter: ProfileInteractorToPresenterProtocol? { get set }

    func loadProfile()
    func saveHomeCity(_ city: String)
    func signOut()
}

// MARK: - Interactor -> Presenter

protocol ProfileInteractorToPresenterProtocol: AnyObject {
    func profileLoaded(_ profile: UserProfile)
    func userSignedOut()
}

// MARK: - Presenter -> Router

protocol ProfilePresenterToRouterProtocol: AnyObject {
    static func createModule() -> UIViewController
    func closeProfile()
}
