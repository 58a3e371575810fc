//
//  DeckDetail.swift
//  Lexi
//

import UIKit

// MARK: - Contracts

protocol DeckDetailViewInput: AnyObject {
    func display(title: String, cards: [(front: String, back: String)])
}

protocol DeckDetailViewOutput: AnyObject {
    func viewDidLoad()
}

protocol DeckDetailInteractorInput: AnyObject {
    func cards(inDeck deckId: String) -> [(front: String, back: String)]
}

// MARK: - View

final class DeckDetailViewController: UITableViewController, DeckDetailViewInput {

    var output: DeckDetailViewOutput!
    private var cards: [(front: String, back: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewDidLoad()
    }

    func display(title: String, cards: [(front: String, back: String)]) {
        self.title = title
        self.cards = cards
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cards.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = cards[indexPath.row].front
        cell.detailTextLabel?.text = cards[indexPath.row].back
        return cell
    }
}

// MARK: - Presenter

final class DeckDetailPresenter: DeckDetailViewOutput {

    weak var view: DeckDetailViewInput?
    private let interactor: DeckDetailInteractorInput
    private let deckId: String

    init(deckId: String, interactor: DeckDetailInteractorInput) {
        self.deckId = deckId
        self.interactor = interactor
    }

    func viewDidLoad() {
        let title = deckId.replacingOccurrences(of: "-", with: " ").capitalized
        view?.display(title: title, cards: interactor.cards(inDeck: deckId))
    }
}

// MARK: - Interactor

final class DeckDetailInteractor: DeckDetailInteractorInput {

    func cards(inDeck deckId: String) -> [(front: String, back: String)] {
        switch deckId {
        case "es-verbs": return [("hablar", "to speak"), ("comer", "to eat"), ("vivir", "to live")]
        case "ja-kana": return [("あ", "a"), ("い", "i"), ("う", "u")]
        default: return [("leipä", "bread"), ("juusto", "cheese")]
        }
    }
}

// MARK: - Builder

enum DeckDetailBuilder {

    static func build(deckId: String) -> UIViewController {
        let view = DeckDetailViewController(style: .insetGrouped)
        let presenter = DeckDetailPresenter(deckId: deckId, interactor: DeckDetailInteractor())
        view.output = presenter
        presenter.view = view
        return view
    }
}
