import UIKit

/// Plain MVC flow for profiles: ProfileViewController -> EditProfileController -> AvatarPickerController.
final class ProfileCoordinator {

    private let navigationController: UINavigationController
    private let userID: String?

    /// - Parameter userID: nil means the signed-in user.
    init(navigationController: UINavigationController, userID: String?) {
        self.navigationController = navigationController
        self.userID = userID
    }

    func start() {
        let profile = ProfileViewController(userID: userID)
        profile.onEdit = { [weak self] user in self?.showEditProfile(for: user) }
        if navigationController.viewControllers.isEmpty {
            navigationController.setViewControllers([profile], animated: false)
        } else {
            navigationController.pushViewController(profile, animated: true)
        }
    }

    private func showEditProfile(for user: User) {
        let edit = EditProfileController(user: user)
        edit.onChangeAvatar = { [weak self] in self?.showAvatarPicker() }
        edit.onSaved = { [weak self] in self?.navigationController.popViewController(animated: true) }
        navigationController.pushViewController(edit, animated: true)
    }

    private func showAvatarPicker() {
        let picker = AvatarPickerController()
        picker.onPick = { [weak self] _ in self?.navigationController.dismiss(animated: true) }
        navigationController.present(UINavigationController(rootViewController: picker), animated: true)
    }
}
