//
//  EpisodeList.swift
//  Castaway
//

import UIKit

// MARK: - Contracts

protocol EpisodeListViewInput: AnyObject {
    func display(episodes: [String])
}

protocol EpisodeListViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
}

protocol EpisodeListInteractorInput: AnyObject {
    func loadEpisodes()
}

protocol EpisodeListInteractorOutput: AnyObject {
    func didLoad(episodes: [String])
}

protocol EpisodeListRouterInput: AnyObject {
    func openTranscript(for episode: String)
}

// MARK: - View

final class EpisodeListViewController: UITableViewController, EpisodeListViewInput {
    var output: EpisodeListViewOutput!
    private var episodes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Episodes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(episodes: [String]) {
        self.episodes = episodes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = episodes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Presenter

final class EpisodeListPresenter: EpisodeListViewOutput, EpisodeListInteractorOutput {
    private weak var view: EpisodeListViewInput?
    private let interactor: EpisodeListInteractorInput
    private let router: EpisodeListRouterInput
    private var episodes: [String] = []

    init(view: EpisodeListViewInput, interactor: EpisodeListInteractorInput, router: EpisodeListRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadEpisodes()
    }

    func didSelectItem(at index: Int) {
        router.openTranscript(for: episodes[index])
    }

    func didLoad(episodes: [String]) {
        self.episodes = episodes
        view?.display(episodes: episodes)
    }
}

// MARK: - Interactor

final class EpisodeListInteractor: EpisodeListInteractorInput {
    weak var output: EpisodeListInteractorOutput?

    func loadEpisodes() {
        output?.didLoad(episodes: ["#112 Deep Sea Cables", "#113 The Salt Roads", "#114 Lighthouses"])
    }
}

// MARK: - Router

final class EpisodeListRouter: EpisodeListRouterInput {
    weak var viewController: UIViewController?

    func openTranscript(for episode: String) {
        let transcript = TranscriptAssembly.buildModule(withEpisodeTitle: episode)
        viewController?.navigationController?.pushViewController(transcript, animated: true)
    }
}

// MARK: - Builder

enum EpisodeListBuilder {
    static func build() -> UIViewController {
        let view = EpisodeListViewController()
        let interactor = EpisodeListInteractor()
        let router = EpisodeListRouter()
        let presenter = EpisodeListPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
