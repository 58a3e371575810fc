import PhotosUI
import UIKit

// MARK: - View

protocol EditProfileViewInput: AnyObject {
    func show(name: String, club: String, avatar: UIImage?)
}

final class EditProfileViewController: UIViewController, EditProfileViewInput {
    var presenter: EditProfilePresenter!
    private let avatarButton = UIButton(type: .custom)
    private let nameField = UITextField()
    private let clubField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        view.backgroundColor = .systemBackground
        avatarButton.addTarget(self, action: #selector(avatarTapped), for: .touchUpInside)
        nameField.borderStyle = .roundedRect
        clubField.borderStyle = .roundedRect
        let stack = UIStackView(arrangedSubviews: [avatarButton, nameField, clubField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func avatarTapped() {
        presenter.didTapAvatar()
    }

    func show(name: String, club: String, avatar: UIImage?) {
        nameField.text = name
        clubField.text = club
        avatarButton.setImage(avatar ?? UIImage(systemName: "camera.circle"), for: .normal)
    }
}

// MARK: - Presenter

final class EditProfilePresenter: NSObject {
    weak var view: EditProfileViewInput?
    var router: EditProfileRouter!
    private var runner: Runner

    init(runner: Runner) {
        self.runner = runner
    }

    func viewDidLoad() {
        render()
    }

    func didTapAvatar() {
        router.pickAvatar(delegate: self)
    }

    private func render() {
        view?.show(name: runner.name, club: runner.club, avatar: runner.avatar)
    }
}

extension EditProfilePresenter: PHPickerViewControllerDelegate {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else { return }
        provider.loadObject(ofClass: UIImage.self) { [weak self] image, _ in
            DispatchQueue.main.async {
                self?.runner.avatar = image as? UIImage
                self?.render()
            }
        }
    }
}

// MARK: - Router

final class EditProfileRouter {
    weak var viewController: UIViewController?

    func pickAvatar(delegate: PHPickerViewControllerDelegate) {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .images
        configuration.selectionLimit = 1
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = delegate
        viewController?.present(picker, animated: true)
    }
}

// MARK: - Builder

enum EditProfileBuilder {
    static func build(runner: Runner) -> UIViewController {
        let view = EditProfileViewController()
        let presenter = EditProfilePresenter(runner: runner)
        let router = EditProfileRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
