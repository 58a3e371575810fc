//
//  NewTrip.swift
//  Wayfarer
//

import UIKit

enum NewTripRoute {
    case close
}

// MARK: - View

final class NewTripViewController: UIViewController {

    var presenter: NewTripPresenter!
    private let destinationField = UITextField()
    private let nightsStepper = UIStepper()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "New trip"
        destinationField.placeholder = "Where to?"
        nightsStepper.minimumValue = 1
        nightsStepper.value = 3
        let stack = UIStackView(arrangedSubviews: [destinationField, nightsStepper])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24)
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didCancel()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didSave(destination: self.destinationField.text ?? "", nights: Int(self.nightsStepper.value))
        })
    }
}

// MARK: - Presenter

final class NewTripPresenter {

    private let interactor: NewTripInteractor
    private let router: AnyRouter<NewTripRoute>

    init(interactor: NewTripInteractor, router: AnyRouter<NewTripRoute>) {
        self.interactor = interactor
        self.router = router
    }

    func didSave(destination: String, nights: Int) {
        guard !destination.isEmpty else { return }
        interactor.save(Trip(id: UUID(), destination: destination, startDate: Date(), nights: nights))
        router.navigate(to: .close)
    }

    func didCancel() {
        router.navigate(to: .close)
    }
}

// MARK: - Interactor

final class NewTripInteractor {

    func save(_ trip: Trip) {
        var saved = UserDefaults.standard.stringArray(forKey: "tripDestinations") ?? []
        saved.append(trip.destination)
        UserDefaults.standard.set(saved, forKey: "tripDestinations")
    }
}

// MARK: - Router

final class NewTripRouter: Routing {

    weak var viewController: UIViewController?

    func navigate(to route: NewTripRoute) {
        switch route {
        case .close:
            viewController?.dismiss(animated: true)
        }
    }
}

// MARK: - Builder

enum NewTripBuilder {

    static func build() -> UIViewController {
        let view = NewTripViewController()
        let router = NewTripRouter()
        view.presenter = NewTripPresenter(interactor: NewTripInteractor(), router: AnyRouter(router))
        router.viewController = view
        return view
    }
}
