import UIKit

// MARK: - View

protocol PhotoViewInput: AnyObject {
    func show(image: UIImage?, caption: String)
    func showShareSheet(items: [Any])
}

final class PhotoViewController: UIViewController, PhotoViewInput {
    var presenter: PhotoPresenter!
    private let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.contentMode = .scaleAspectFit
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .action,
            target: self,
            action: #selector(shareTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func shareTapped() {
        presenter.didTapShare()
    }

    func show(image: UIImage?, caption: String) {
        imageView.image = image
        title = caption
    }

    func showShareSheet(items: [Any]) {
        let activityController = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activityController.excludedActivityTypes = [.assignToContact, .addToReadingList]
        activityController.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(activityController, animated: true)
    }
}

// MARK: - Presenter

final class PhotoPresenter {
    weak var view: PhotoViewInput?
    private let photo: PhotoItem

    init(photo: PhotoItem) {
        self.photo = photo
    }

    func viewDidLoad() {
        view?.show(image: UIImage(named: photo.imageName), caption: photo.caption)
    }

    func didTapShare() {
        var items: [Any] = [photo.caption]
        if let image = UIImage(named: photo.imageName) {
            items.append(image)
        }
        view?.showShareSheet(items: items)
    }
}

// MARK: - Builder

enum PhotoBuilder {
    static func build(photo: PhotoItem) -> UIViewController {
        let view = PhotoViewController()
        let presenter = PhotoPresenter(photo: photo)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
