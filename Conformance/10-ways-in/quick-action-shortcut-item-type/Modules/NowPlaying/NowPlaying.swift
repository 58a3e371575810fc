//
//  NowPlaying.swift
//  Encore
//

import UIKit

// MARK: - Contracts

protocol NowPlayingViewInput: AnyObject {
    func display(queue: [String])
}

protocol NowPlayingViewOutput: AnyObject {
    func viewDidLoad()
}

protocol NowPlayingInteractorInput: AnyObject {
    func loadQueue()
}

protocol NowPlayingInteractorOutput: AnyObject {
    func didLoad(queue: [String])
}

// MARK: - View

final class NowPlayingViewController: UITableViewController, NowPlayingViewInput {
    var output: NowPlayingViewOutput!
    private var queue: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Now Playing"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(queue: [String]) {
        self.queue = queue
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        queue.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = queue[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class NowPlayingPresenter: NowPlayingViewOutput, NowPlayingInteractorOutput {
    private weak var view: NowPlayingViewInput?
    private let interactor: NowPlayingInteractorInput
    private var queue: [String] = []

    init(view: NowPlayingViewInput, interactor: NowPlayingInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadQueue()
    }

    func didLoad(queue: [String]) {
        self.queue = queue
        view?.display(queue: queue)
    }
}

// MARK: - Interactor

final class NowPlayingInteractor: NowPlayingInteractorInput {
    weak var output: NowPlayingInteractorOutput?

    func loadQueue() {
        output?.didLoad(queue: ["Dreams", "Go Your Own Way"])
    }
}

// MARK: - Builder

enum NowPlayingBuilder {
    static func build() -> UIViewController {
        let view = NowPlayingViewController()
        let interactor = NowPlayingInteractor()
        let presenter = NowPlayingPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
