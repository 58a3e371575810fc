//
//  GigDetail.swift
//  Encore
//

import UIKit

// MARK: - View

protocol GigDetailViewInput: AnyObject {
    func show(artist: String, details: String)
}

final class GigDetailViewController: UIViewController, GigDetailViewInput {
    var presenter: GigDetailPresenter!
    private let detailsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        detailsLabel.numberOfLines = 0
        detailsLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(detailsLabel)
        NSLayoutConstraint.activate([
            detailsLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            detailsLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            detailsLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Venue map", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapVenueMap()
        })
        presenter.viewDidLoad()
    }

    func show(artist: String, details: String) {
        title = artist
        detailsLabel.text = details
    }
}

// MARK: - Presenter

final class GigDetailPresenter {
    weak var view: GigDetailViewInput?
    private let gigId: String
    private let lineup: Lineup
    private let router: GigDetailRouter

    init(gigId: String, lineup: Lineup, router: GigDetailRouter) {
        self.gigId = gigId
        self.lineup = lineup
        self.router = router
    }

    func viewDidLoad() {
        guard let gig = lineup.gig(id: gigId) else {
            view?.show(artist: "Gig \(gigId)", details: "This gig is no longer listed.")
            return
        }
        let venue = lineup.venue(id: gig.venueId)?.name ?? gig.venueId
        view?.show(artist: gig.artist, details: "\(gig.date) at \(venue). Doors 19:00.")
    }

    func didTapVenueMap() {
        guard let gig = lineup.gig(id: gigId) else { return }
        router.openVenueMap(venueId: gig.venueId)
    }
}

// MARK: - Router

final class GigDetailRouter {
    weak var viewController: UIViewController?

    func openVenueMap(venueId: String) {
        let map = UINavigationController(rootViewController: VenueMapBuilder.build(venueId: venueId))
        viewController?.present(map, animated: true)
    }
}

// MARK: - Builder

enum GigDetailBuilder {
    static func build(gigId: String) -> UIViewController {
        let view = GigDetailViewController()
        let router = GigDetailRouter()
        let presenter = GigDetailPresenter(gigId: gigId, lineup: .shared, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
