//
//  Artist.swift
//  Encore
//

import UIKit
import Swinject

// MARK: - View

final class ArtistViewController: UITableViewController {

    var presenter: ArtistPresenter!
    private var concerts: [Concert] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "On tour"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ConcertCell")
        presenter.load { [weak self] concerts in
            self?.concerts = concerts
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        concerts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ConcertCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = concerts[indexPath.row].venue
        content.secondaryText = concerts[indexPath.row].date.formatted(date: .abbreviated, time: .omitted)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelect(concerts[indexPath.row])
    }
}

// MARK: - Presenter

final class ArtistPresenter {

    private let artistId: String
    private let interactor: ArtistInteractor
    private let router: ArtistRouter

    init(artistId: String, interactor: ArtistInteractor, router: ArtistRouter) {
        self.artistId = artistId
        self.interactor = interactor
        self.router = router
    }

    func load(_ completion: @escaping ([Concert]) -> Void) {
        interactor.concerts(forArtist: artistId, completion: completion)
    }

    func didSelect(_ concert: Concert) {
        router.openTickets(for: concert)
    }
}

// MARK: - Interactor

final class ArtistInteractor {

    private let api: MusicAPI

    init(api: MusicAPI) {
        self.api = api
    }

    func concerts(forArtist artistId: String, completion: @escaping ([Concert]) -> Void) {
        api.concerts(forArtist: artistId, completion: completion)
    }
}

// MARK: - Router

final class ArtistRouter {

    weak var viewController: UIViewController?
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func openTickets(for concert: Concert) {
        let tickets = resolver.resolve(TicketsViewController.self, argument: concert)!
        viewController?.present(UINavigationController(rootViewController: tickets), animated: true)
    }
}

// MARK: - Assembly

final class ArtistAssembly: Assembly {

    func assemble(container: Container) {
        container.register(ArtistViewController.self) { (r: Resolver, artistId: String) in
            let view = ArtistViewController()
            let router = ArtistRouter(resolver: r)
            let interactor = ArtistInteractor(api: r.resolve(MusicAPI.self)!)
            view.presenter = ArtistPresenter(artistId: artistId, interactor: interactor, router: router)
            router.viewController = view
            return view
        }
    }
}
