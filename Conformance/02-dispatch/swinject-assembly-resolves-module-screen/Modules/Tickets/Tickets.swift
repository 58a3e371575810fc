//
//  Tickets.swift
//  Encore
//

import UIKit
import Swinject

// MARK: - View

final class TicketsViewController: UIViewController {

    var presenter: TicketsPresenter!
    private let stepper = UIStepper()
    private let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        stepper.minimumValue = 1
        stepper.maximumValue = 6
        stepper.value = 2
        stepper.addTarget(self, action: #selector(seatsChanged), for: .valueChanged)
        countLabel.text = "2 seats"
        let stack = UIStackView(arrangedSubviews: [countLabel, stepper])
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reserve", style: .done, target: self, action: #selector(reserveTapped))
    }

    @objc private func seatsChanged() {
        countLabel.text = "\(Int(stepper.value)) seats"
    }

    @objc private func cancelTapped() {
        presenter.didCancel()
    }

    @objc private func reserveTapped() {
        presenter.didReserve(seats: Int(stepper.value))
    }
}

// MARK: - Presenter

final class TicketsPresenter {

    private let concert: Concert
    private let interactor: TicketsInteractor
    private let router: TicketsRouter

    init(concert: Concert, interactor: TicketsInteractor, router: TicketsRouter) {
        self.concert = concert
        self.interactor = interactor
        self.router = router
    }

    var title: String {
        concert.venue
    }

    func didReserve(seats: Int) {
        interactor.reserve(seats: seats, for: concert) { [weak self] reserved in
            if reserved {
                self?.router.close()
            }
        }
    }

    func didCancel() {
        router.close()
    }
}

// MARK: - Interactor

final class TicketsInteractor {

    private let api: MusicAPI

    init(api: MusicAPI) {
        self.api = api
    }

    func reserve(seats: Int, for concert: Concert, completion: @escaping (Bool) -> Void) {
        api.reserve(seats: seats, for: concert, completion: completion)
    }
}

// MARK: - Router

final class TicketsRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Assembly

final class TicketsAssembly: Assembly {

    func assemble(container: Container) {
        container.register(TicketsViewController.self) { (r: Resolver, concert: Concert) in
            let view = TicketsViewController()
            let router = TicketsRouter()
            view.presenter = TicketsPresenter(concert: concert, interactor: TicketsInteractor(api: r.resolve(MusicAPI.self)!), router: router)
            router.viewController = view
            return view
        }
    }
}
