import UIKit

// MARK: - View

final class TripEditorViewController: UIViewController {

    var presenter: TripEditorPresenter!
    private let destinationField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Edit trip"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
        destinationField.borderStyle = .roundedRect
        destinationField.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 44)
        destinationField.text = presenter.trip.destination
        view.addSubview(destinationField)
    }

    @objc private func cancelTapped() {
        presenter.didTapCancel()
    }

    @objc private func saveTapped() {
        presenter.didTapSave(destination: destinationField.text ?? "")
    }
}

// MARK: - Presenter

final class TripEditorPresenter {

    private(set) var trip: Trip
    private let router: TripEditorRouter

    init(trip: Trip, router: TripEditorRouter) {
        self.trip = trip
        self.router = router
    }

    func didTapCancel() {
        router.close()
    }

    func didTapSave(destination: String) {
        trip.destination = destination
        router.close()
    }
}

// MARK: - Router

final class TripEditorRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Builder

enum TripEditorBuilder {

    static func build(trip: Trip) -> UIViewController {
        let view = TripEditorViewController()
        let router = TripEditorRouter()
        view.presenter = TripEditorPresenter(trip: trip, router: router)
        router.viewController = view
        return view
    }
}
