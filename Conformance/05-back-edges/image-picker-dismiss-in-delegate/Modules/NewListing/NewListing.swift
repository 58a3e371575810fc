import UIKit

// MARK: - View

protocol NewListingViewInput: AnyObject {
    func openCamera()
    func show(photoCount: Int)
    func showPublished()
}

final class NewListingViewController: UIViewController, NewListingViewInput {
    var presenter: NewListingPresenter!

    private let addressField = UITextField()
    private let rentField = UITextField()
    private let photosLabel = UILabel()
    private let cameraButton = UIButton(configuration: .tinted())
    private let publishButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New listing"
        view.backgroundColor = .systemBackground
        addressField.placeholder = "Address"
        addressField.borderStyle = .roundedRect
        rentField.placeholder = "Monthly rent"
        rentField.keyboardType = .numberPad
        rentField.borderStyle = .roundedRect
        cameraButton.setTitle("Take photos", for: .normal)
        cameraButton.addTarget(self, action: #selector(cameraTapped), for: .touchUpInside)
        publishButton.setTitle("Publish", for: .normal)
        publishButton.addTarget(self, action: #selector(publishTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [addressField, rentField, photosLabel, cameraButton, publishButton])
        stack.axis = .vertical
        stack.spacing = 14
        stack.frame = view.bounds.insetBy(dx: 24, dy: 130)
        view.addSubview(stack)
        show(photoCount: 0)
    }

    @objc private func cameraTapped() {
        presenter.didTapCamera()
    }

    @objc private func publishTapped() {
        presenter.didTapPublish(address: addressField.text ?? "", rent: Int(rentField.text ?? "") ?? 0)
    }

    func openCamera() {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.delegate = self
        present(picker, animated: true)
    }

    func show(photoCount: Int) {
        photosLabel.text = photoCount == 1 ? "1 photo" : "\(photoCount) photos"
    }

    func showPublished() {
        navigationItem.prompt = "Published — it is now visible to renters."
        publishButton.isEnabled = false
    }
}

extension NewListingViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
        if let photo = info[.originalImage] as? UIImage {
            presenter.didTakePhoto(photo)
        }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

// MARK: - Presenter

final class NewListingPresenter {
    weak var view: NewListingViewInput?
    var interactor: NewListingInteractor!

    func didTapCamera() {
        view?.openCamera()
    }

    func didTakePhoto(_ photo: UIImage) {
        interactor.add(photo)
        view?.show(photoCount: interactor.photos.count)
    }

    func didTapPublish(address: String, rent: Int) {
        guard !address.isEmpty, rent > 0 else { return }
        interactor.publish(address: address, rent: rent)
        view?.showPublished()
    }
}

// MARK: - Interactor

final class NewListingInteractor {
    private(set) var photos: [UIImage] = []

    func add(_ photo: UIImage) {
        photos.append(photo)
    }

    func publish(address: String, rent: Int) {
        ListingStore.shared.publish(Listing(address: address, rent: rent, photos: photos))
    }
}

// MARK: - Builder

enum NewListingBuilder {
    static func build() -> UIViewController {
        let view = NewListingViewController()
        let presenter = NewListingPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = NewListingInteractor()
        return view
    }
}
