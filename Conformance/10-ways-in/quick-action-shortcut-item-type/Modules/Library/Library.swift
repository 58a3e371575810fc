//
//  Library.swift
//  Encore
//

import UIKit

// MARK: - Contracts

protocol LibraryViewInput: AnyObject {
    func display(albums: [String])
}

protocol LibraryViewOutput: AnyObject {
    func viewDidLoad()
    func didTapNowPlaying()
}

protocol LibraryInteractorInput: AnyObject {
    func loadAlbums()
}

protocol LibraryInteractorOutput: AnyObject {
    func didLoad(albums: [String])
}

protocol LibraryRouterInput: AnyObject {
    func openNowPlaying()
}

// MARK: - View

final class LibraryViewController: UITableViewController, LibraryViewInput {
    var output: LibraryViewOutput!
    private var albums: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Now Playing", style: .plain, target: self, action: #selector(nowPlayingTapped))
        output.viewDidLoad()
    }

    func display(albums: [String]) {
        self.albums = albums
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = albums[indexPath.row]
        return cell
    }

    @objc private func nowPlayingTapped() {
        output.didTapNowPlaying()
    }
}

// MARK: - Presenter

final class LibraryPresenter: LibraryViewOutput, LibraryInteractorOutput {
    private weak var view: LibraryViewInput?
    private let interactor: LibraryInteractorInput
    private let router: LibraryRouterInput
    private var albums: [String] = []

    init(view: LibraryViewInput, interactor: LibraryInteractorInput, router: LibraryRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadAlbums()
    }

    func didLoad(albums: [String]) {
        self.albums = albums
        view?.display(albums: albums)
    }

    func didTapNowPlaying() {
        router.openNowPlaying()
    }
}

// MARK: - Interactor

final class LibraryInteractor: LibraryInteractorInput {
    weak var output: LibraryInteractorOutput?

    func loadAlbums() {
        output?.didLoad(albums: ["Blue", "Kid A", "Rumours"])
    }
}

// MARK: - Router

final class LibraryRouter: LibraryRouterInput {
    weak var viewController: UIViewController?

    func openNowPlaying() {
        viewController?.present(NowPlayingBuilder.build(), animated: true)
    }
}

// MARK: - Builder

enum LibraryBuilder {
    static func build() -> UIViewController {
        let view = LibraryViewController()
        let interactor = LibraryInteractor()
        let router = LibraryRouter()
        let presenter = LibraryPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
