import UIKit

// MARK: - View

protocol NewVanDetailsViewInput: AnyObject {
    func showValidationError(_ message: String)
}

final class NewVanDetailsViewController: UIViewController, NewVanDetailsViewInput {
    var presenter: NewVanDetailsPresenter!

    private let registrationField = UITextField()
    private let modelField = UITextField()
    private let mileageField = UITextField()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New van (1 of 2)"
        view.backgroundColor = .systemBackground
        registrationField.placeholder = "Registration"
        registrationField.autocapitalizationType = .allCharacters
        modelField.placeholder = "Make and model"
        mileageField.placeholder = "Mileage"
        mileageField.keyboardType = .numberPad
        errorLabel.textColor = .systemRed
        errorLabel.font = .preferredFont(forTextStyle: .footnote)
        for field in [registrationField, modelField, mileageField] {
            field.borderStyle = .roundedRect
        }
        let stack = UIStackView(arrangedSubviews: [registrationField, modelField, mileageField, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        stack.autoresizingMask = [.flexibleWidth]
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Next",
            style: .done,
            target: self,
            action: #selector(nextTapped)
        )
    }

    @objc private func nextTapped() {
        presenter.didTapNext(
            registration: registrationField.text ?? "",
            model: modelField.text ?? "",
            mileage: mileageField.text ?? ""
        )
    }

    func showValidationError(_ message: String) {
        errorLabel.text = message
    }
}

// MARK: - Presenter

final class NewVanDetailsPresenter {
    weak var view: NewVanDetailsViewInput?
    var interactor: NewVanDetailsInteractor!
    var router: NewVanDetailsRouter!

    func didTapNext(registration: String, model: String, mileage: String) {
        switch interactor.makeDraft(registration: registration, model: model, mileage: mileage) {
        case .success(let draft):
            router.openPhotos(for: draft)
        case .failure(let error):
            view?.showValidationError(error.message)
        }
    }
}

// MARK: - Interactor

struct VanDraftError: Error {
    let message: String
}

final class NewVanDetailsInteractor {
    func makeDraft(registration: String, model: String, mileage: String) -> Result<Van, VanDraftError> {
        let plate = registration.trimmingCharacters(in: .whitespaces).uppercased()
        guard plate.count >= 5 else {
            return .failure(VanDraftError(message: "Enter the full registration."))
        }
        guard !model.isEmpty else {
            return .failure(VanDraftError(message: "Enter the make and model."))
        }
        guard let miles = Int(mileage) else {
            return .failure(VanDraftError(message: "Mileage should be a number."))
        }
        return .success(Van(registration: plate, model: model, mileage: miles, photoCount: 0))
    }
}

// MARK: - Router

final class NewVanDetailsRouter {
    weak var viewController: UIViewController?
    private let depot: DepotService

    init(depot: DepotService) {
        self.depot = depot
    }

    func openPhotos(for draft: Van) {
        let photos = NewVanPhotosBuilder.build(draft: draft, depot: depot)
        viewController?.navigationController?.pushViewController(photos, animated: true)
    }
}

// MARK: - Builder

enum NewVanDetailsBuilder {
    static func build(depot: DepotService) -> UIViewController {
        let view = NewVanDetailsViewController()
        let presenter = NewVanDetailsPresenter()
        let router = NewVanDetailsRouter(depot: depot)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = NewVanDetailsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
