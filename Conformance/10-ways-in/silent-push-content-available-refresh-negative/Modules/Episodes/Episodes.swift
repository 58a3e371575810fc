//
//  Episodes.swift
//  Driftwave
//

import UIKit

// MARK: - Contracts

protocol EpisodesViewInput: AnyObject {
    func display(title: String)
    func display(episodes: [String])
}

protocol EpisodesViewOutput: AnyObject {
    func viewDidLoad()
}

protocol EpisodesInteractorInput: AnyObject {
    func loadEpisodes(showId: String)
}

protocol EpisodesInteractorOutput: AnyObject {
    func didLoad(episodes: [String])
}

// MARK: - View

final class EpisodesViewController: UITableViewController, EpisodesViewInput {
    var output: EpisodesViewOutput!
    private var episodes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EpisodeCell")
        output.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }

    func display(episodes: [String]) {
        self.episodes = episodes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        cell.textLabel?.text = episodes[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class EpisodesPresenter: EpisodesViewOutput, EpisodesInteractorOutput {
    private weak var view: EpisodesViewInput?
    private let interactor: EpisodesInteractorInput
    private let showId: String
    private let showTitle: String

    init(view: EpisodesViewInput, interactor: EpisodesInteractorInput, showId: String, showTitle: String) {
        self.view = view
        self.interactor = interactor
        self.showId = showId
        self.showTitle = showTitle
    }

    func viewDidLoad() {
        view?.display(title: showTitle)
        interactor.loadEpisodes(showId: showId)
    }

    func didLoad(episodes: [String]) {
        view?.display(episodes: episodes)
    }
}

// MARK: - Interactor

final class EpisodesInteractor: EpisodesInteractorInput {
    weak var output: EpisodesInteractorOutput?

    func loadEpisodes(showId: String) {
        output?.didLoad(episodes: ["Ep. 3 — Low water", "Ep. 2 — The long shore", "Ep. 1 — Soundings"])
    }
}

// MARK: - Builder

enum EpisodesBuilder {
    static func build(showId: String, title: String) -> UIViewController {
        let view = EpisodesViewController(style: .plain)
        let interactor = EpisodesInteractor()
        let presenter = EpisodesPresenter(view: view, interactor: interactor, showId: showId, showTitle: title)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
