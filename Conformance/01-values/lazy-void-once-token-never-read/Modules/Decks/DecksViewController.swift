import UIKit

protocol DecksViewInput: AnyObject {
    func show(_ decks: [Deck])
}

final class DecksViewController: UITableViewController, DecksViewInput {

    var presenter: DecksViewOutput!
    private var decks: [Deck] = []

    // Runs its body once, the first time it is read (a `dispatch_once` replacement).
    // The read in viewDidAppear was taken out while the tour copy is rewritten (FLASH-212).
    private lazy var presentTourOnce: Void = {
        let tour = TourBuilder.build()
        tour.modalPresentationStyle = .formSheet
        self.present(tour, animated: true)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Decks"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Deck")
        presenter.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    func show(_ decks: [Deck]) {
        self.decks = decks
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        decks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Deck", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = decks[indexPath.row].name
        content.secondaryText = "\(decks[indexPath.row].cards.count) cards · \(decks[indexPath.row].language)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectDeck(at: indexPath.row)
    }
}
