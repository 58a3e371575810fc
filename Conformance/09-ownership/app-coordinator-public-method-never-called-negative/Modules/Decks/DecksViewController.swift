import UIKit

protocol DecksViewInput: AnyObject {
    func display(_ titles: [String])
}

final class DecksViewController: UITableViewController, DecksViewInput {

    var presenter: DecksViewOutput!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Decks"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Deck")
        presenter.viewDidLoad()
    }

    func display(_ titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Deck", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectDeck(at: indexPath.row)
    }
}
