import UIKit

final class DeckSettingsViewController: UITableViewController {
    var presenter: DeckSettingsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Option")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Option", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.options[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class DeckSettingsPresenter {
    private let deck: Deck

    init(deck: Deck) {
        self.deck = deck
    }

    var title: String { "\(deck.name) settings" }
    let options = ["New cards per day: 20", "Show reverse cards", "Read prompts aloud"]
}

enum DeckSettingsAssembly {
    static func assemble(deck: Deck) -> UIViewController {
        let view = DeckSettingsViewController(style: .insetGrouped)
        view.presenter = DeckSettingsPresenter(deck: deck)
        return view
    }
}
