//
//  Decks.swift
//  Lexi
//

import UIKit

// MARK: - Contracts

protocol DecksViewInput: AnyObject {
    func display(_ decks: [Deck])
}

protocol DecksViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectDeck(at index: Int)
    func didTapSearch()
}

protocol DecksInteractorInput: AnyObject {
    func fetchDecks() -> [Deck]
}

protocol DecksRouterInput: AnyObject {
    func showDeck(id: String)
    func showSearch()
}

// MARK: - View

final class DecksViewController: UITableViewController, DecksViewInput {

    var output: DecksViewOutput!
    private var decks: [Deck] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Decks"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .search,
                                                            target: self,
                                                            action: #selector(searchTapped))
        output.viewDidLoad()
    }

    func display(_ decks: [Deck]) {
        self.decks = decks
        tableView.reloadData()
    }

    @objc private func searchTapped() {
        output.didTapSearch()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        decks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = decks[indexPath.row].name
        cell.detailTextLabel?.text = "\(decks[indexPath.row].cardCount) cards"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelectDeck(at: indexPath.row)
    }
}

// MARK: - Presenter

final class DecksPresenter: DecksViewOutput {

    weak var view: DecksViewInput?
    private let interactor: DecksInteractorInput
    private let router: DecksRouterInput
    private var decks: [Deck] = []

    init(interactor: DecksInteractorInput, router: DecksRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        decks = interactor.fetchDecks()
        view?.display(decks)
    }

    func didSelectDeck(at index: Int) {
        router.showDeck(id: decks[index].id)
    }

    func didTapSearch() {
        router.showSearch()
    }
}

// MARK: - Interactor

final class DecksInteractor: DecksInteractorInput {

    private let spotlight: DeckIndex

    init(spotlight: DeckIndex) {
        self.spotlight = spotlight
    }

    func fetchDecks() -> [Deck] {
        let decks = [
            Deck(id: "es-verbs", name: "Spanish verbs", language: "Spanish", cardCount: 120),
            Deck(id: "ja-kana", name: "Hiragana", language: "Japanese", cardCount: 46),
            Deck(id: "fi-food", name: "Finnish food words", language: "Finnish", cardCount: 64)
        ]
        spotlight.reindex(decks)
        return decks
    }
}

// MARK: - Router

final class DecksRouter: DecksRouterInput {

    weak var viewController: UIViewController?

    func showDeck(id: String) {
        let deck = DeckDetailBuilder.build(deckId: id)
        viewController?.navigationController?.pushViewController(deck, animated: true)
    }

    func showSearch() {
        let search = CardSearchBuilder.build(query: "")
        viewController?.navigationController?.pushViewController(search, animated: true)
    }
}

// MARK: - Builder

enum DecksBuilder {

    static func build() -> UIViewController {
        let view = DecksViewController()
        let router = DecksRouter()
        let presenter = DecksPresenter(interactor: DecksInteractor(spotlight: DeckIndex()), router: router)
        view.output = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
