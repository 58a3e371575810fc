protocol ProfilePresentationLogic {
    func presentProfile(response: ProfileResponse)
}

final class ProfilePresenter: ProfilePresentationLogic {
    weak var viewController: ProfileDisplayLogic?

    func presentProfile(response: ProfileResponse) {
        viewController?.displayProfile(viewModel: ProfileViewModel(title: "Profile"))
    }
}
