import UIKit

// MARK: - View

protocol NewVanPhotosViewInput: AnyObject {
    func show(photoCount: Int)
    func showSaved(registration: String)
}

final class NewVanPhotosViewController: UIViewController, NewVanPhotosViewInput {
    var presenter: NewVanPhotosPresenter!

    private let countLabel = UILabel()
    private let statusLabel = UILabel()
    private let addPhotoButton = UIButton(configuration: .bordered())
    private let saveButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New van (2 of 2)"
        view.backgroundColor = .systemBackground
        statusLabel.numberOfLines = 0
        statusLabel.textAlignment = .center
        addPhotoButton.setTitle("Mark a side as photographed", for: .normal)
        addPhotoButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapAddPhoto() }, for: .touchUpInside)
        saveButton.setTitle("Save van", for: .normal)
        saveButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapSave() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [countLabel, addPhotoButton, saveButton, statusLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        stack.autoresizingMask = [.flexibleWidth]
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(photoCount: Int) {
        countLabel.text = "\(photoCount) of 4 sides photographed"
        saveButton.isEnabled = photoCount == 4
    }

    func showSaved(registration: String) {
        statusLabel.text = "\(registration) is now in the fleet. Swipe down to close."
        saveButton.isEnabled = false
        addPhotoButton.isEnabled = false
    }
}

// MARK: - Presenter

final class NewVanPhotosPresenter {
    weak var view: NewVanPhotosViewInput?
    private var draft: Van
    private let interactor: NewVanPhotosInteractor

    init(draft: Van, interactor: NewVanPhotosInteractor) {
        self.draft = draft
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(photoCount: draft.photoCount)
    }

    func didTapAddPhoto() {
        draft.photoCount = min(4, draft.photoCount + 1)
        view?.show(photoCount: draft.photoCount)
    }

    func didTapSave() {
        interactor.save(draft)
        view?.showSaved(registration: draft.registration)
    }
}

// MARK: - Interactor

final class NewVanPhotosInteractor {
    private let depot: DepotService

    init(depot: DepotService) {
        self.depot = depot
    }

    func save(_ van: Van) {
        depot.add(van)
    }
}

// MARK: - Builder

enum NewVanPhotosBuilder {
    static func build(draft: Van, depot: DepotService) -> UIViewController {
        let view = NewVanPhotosViewController()
        let presenter = NewVanPhotosPresenter(draft: draft, interactor: NewVanPhotosInteractor(depot: depot))
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
