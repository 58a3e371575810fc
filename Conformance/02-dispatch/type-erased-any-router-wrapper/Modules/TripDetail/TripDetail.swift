//
//  TripDetail.swift
//  Wayfarer
//

import UIKit

enum TripDetailRoute {
    case packingList(Trip)
}

// MARK: - View

final class TripDetailViewController: UIViewController {

    var presenter: TripDetailPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        summaryLabel.text = presenter.summary
        summaryLabel.numberOfLines = 0
        let packButton = UIButton(type: .system, primaryAction: UIAction(title: "Packing list") { [weak self] _ in
            self?.presenter.didTapPacking()
        })
        let stack = UIStackView(arrangedSubviews: [summaryLabel, packButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
}

// MARK: - Presenter

final class TripDetailPresenter {

    private let trip: Trip
    private let router: AnyRouter<TripDetailRoute>

    init(trip: Trip, router: AnyRouter<TripDetailRoute>) {
        self.trip = trip
        self.router = router
    }

    var title: String {
        trip.destination
    }

    var summary: String {
        "Leaving \(trip.startDate.formatted(date: .long, time: .omitted)) for \(trip.nights) nights."
    }

    func didTapPacking() {
        router.navigate(to: .packingList(trip))
    }
}

// MARK: - Router

final class TripDetailRouter: Routing {

    weak var viewController: UIViewController?

    func navigate(to route: TripDetailRoute) {
        switch route {
        case .packingList(let trip):
            viewController?.navigationController?.pushViewController(PackingListBuilder.build(trip: trip), animated: true)
        }
    }
}

// MARK: - Builder

enum TripDetailBuilder {

    static func build(trip: Trip) -> UIViewController {
        let view = TripDetailViewController()
        let router = TripDetailRouter()
        view.presenter = TripDetailPresenter(trip: trip, router: AnyRouter(router))
        router.viewController = view
        return view
    }
}
