import UIKit

// MARK: - View

protocol PetProfileViewInput: AnyObject {
    func show(name: String, details: String)
}

final class PetProfileViewController: UIViewController, PetProfileViewInput {
    var presenter: PetProfilePresenter!
    private let nameLabel = UILabel()
    private let detailsLabel = UILabel()
    private let adoptButton = UIButton(configuration: .filled())
    private let closeButton = UIButton(configuration: .plain())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .largeTitle)
        detailsLabel.numberOfLines = 0
        adoptButton.setTitle("Request adoption", for: .normal)
        adoptButton.addTarget(self, action: #selector(adoptTapped), for: .touchUpInside)
        closeButton.setTitle("Not now", for: .normal)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [nameLabel, detailsLabel, adoptButton, closeButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func adoptTapped() {
        presenter.didTapAdopt()
    }

    @objc private func closeTapped() {
        presenter.didTapClose()
    }

    func show(name: String, details: String) {
        nameLabel.text = name
        detailsLabel.text = details
    }
}

// MARK: - Presenter

final class PetProfilePresenter {
    weak var view: PetProfileViewInput?
    var interactor: PetProfileInteractor!
    var router: PetProfileRouter!

    func viewDidLoad() {
        let pet = interactor.pet
        view?.show(name: pet.name, details: "\(pet.breed) · \(pet.age) years old")
    }

    func didTapAdopt() {
        interactor.requestAdoption()
        router.close()
    }

    func didTapClose() {
        router.close()
    }
}

// MARK: - Interactor

final class PetProfileInteractor {
    let pet: Pet

    init(pet: Pet) {
        self.pet = pet
    }

    func requestAdoption() {
        var requested = UserDefaults.standard.array(forKey: "adoption.requests") as? [Int] ?? []
        requested.append(pet.id)
        UserDefaults.standard.set(requested, forKey: "adoption.requests")
    }
}

// MARK: - Router

final class PetProfileRouter {
    weak var viewController: UIViewController?

    /// The profile is pushed from the list and presented from favourites: close it the way it came.
    func close() {
        guard let screen = viewController else { return }
        if let navigationController = screen.navigationController, navigationController.viewControllers.first !== screen {
            navigationController.popViewController(animated: true)
        } else {
            screen.dismiss(animated: true)
        }
    }
}

// MARK: - Builder

enum PetProfileBuilder {
    static func build(pet: Pet) -> UIViewController {
        let view = PetProfileViewController()
        let presenter = PetProfilePresenter()
        let router = PetProfileRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PetProfileInteractor(pet: pet)
        presenter.router = router
        router.viewController = view
        return view
    }
}
