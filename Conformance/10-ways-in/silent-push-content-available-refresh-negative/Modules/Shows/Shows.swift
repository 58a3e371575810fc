//
//  Shows.swift
//  Driftwave
//

import UIKit

// MARK: - Contracts

protocol ShowsViewInput: AnyObject {
    func display(shows: [ShowsViewModel])
}

protocol ShowsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectShow(at index: Int)
}

protocol ShowsInteractorInput: AnyObject {
    func loadShows()
}

protocol ShowsInteractorOutput: AnyObject {
    func didLoad(shows: [(id: String, title: String, episodeCount: Int)])
}

protocol ShowsRouterInput: AnyObject {
    func openEpisodes(showId: String, title: String)
}

struct ShowsViewModel {
    let title: String
    let subtitle: String
}

// MARK: - View

final class ShowsViewController: UITableViewController, ShowsViewInput {
    var output: ShowsViewOutput!
    private var shows: [ShowsViewModel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationController?.navigationBar.prefersLargeTitles = true
        output.viewDidLoad()
    }

    func display(shows: [ShowsViewModel]) {
        self.shows = shows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ShowCell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "ShowCell")
        cell.textLabel?.text = shows[indexPath.row].title
        cell.detailTextLabel?.text = shows[indexPath.row].subtitle
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectShow(at: indexPath.row)
    }
}

// MARK: - Presenter

final class ShowsPresenter: ShowsViewOutput, ShowsInteractorOutput {
    private weak var view: ShowsViewInput?
    private let interactor: ShowsInteractorInput
    private let router: ShowsRouterInput
    private var shows: [(id: String, title: String, episodeCount: Int)] = []
    private var refreshObserver: NSObjectProtocol?

    init(view: ShowsViewInput, interactor: ShowsInteractorInput, router: ShowsRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    deinit {
        if let refreshObserver = refreshObserver {
            NotificationCenter.default.removeObserver(refreshObserver)
        }
    }

    func viewDidLoad() {
        interactor.loadShows()
        // A silent push refreshed a feed in the background: reload the counts in place.
        refreshObserver = NotificationCenter.default.addObserver(forName: .feedDidRefresh, object: nil, queue: .main) { [weak self] _ in
            self?.interactor.loadShows()
        }
    }

    func didSelectShow(at index: Int) {
        let show = shows[index]
        router.openEpisodes(showId: show.id, title: show.title)
    }

    func didLoad(shows: [(id: String, title: String, episodeCount: Int)]) {
        self.shows = shows
        view?.display(shows: shows.map { ShowsViewModel(title: $0.title, subtitle: "\($0.episodeCount) episodes") })
    }
}

// MARK: - Interactor

final class ShowsInteractor: ShowsInteractorInput {
    weak var output: ShowsInteractorOutput?
    private let feedSync: FeedSync

    init(feedSync: FeedSync) {
        self.feedSync = feedSync
    }

    func loadShows() {
        let catalogue = [("tidal-notes", "Tidal Notes"), ("night-signal", "Night Signal"), ("slow-kitchen", "Slow Kitchen")]
        output?.didLoad(shows: catalogue.map { (id: $0.0, title: $0.1, episodeCount: feedSync.episodeCounts[$0.0] ?? 0) })
    }
}

// MARK: - Router

final class ShowsRouter: ShowsRouterInput {
    weak var viewController: UIViewController?

    func openEpisodes(showId: String, title: String) {
        let episodes = EpisodesBuilder.build(showId: showId, title: title)
        viewController?.navigationController?.pushViewController(episodes, animated: true)
    }
}

// MARK: - Builder

enum ShowsBuilder {
    static func build() -> UIViewController {
        let view = ShowsViewController(style: .insetGrouped)
        let interactor = ShowsInteractor(feedSync: .shared)
        let router = ShowsRouter()
        let presenter = ShowsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
