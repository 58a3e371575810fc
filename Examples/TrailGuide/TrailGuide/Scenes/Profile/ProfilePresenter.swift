protocol ProfilePresentationLogic {
    func presentProfile(response: ProfileResponse)
}

/// Gives the profile tab its title.
final class ProfilePresenter: ProfilePresentationLogic {
    weak var viewController: ProfileDisplayLogic?

    func presentProfile(response: ProfileResponse) {
        viewController?.displayProfile(viewModel: ProfileViewModel(title: "Profile"))
    }
}
