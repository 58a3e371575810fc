import UIKit

final class BirdGuideViewController: UITableViewController {
    var presenter: BirdGuidePresenter!
    private var entries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Field guide"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Entry")
        entries = presenter.entries()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = entries[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class BirdGuidePresenter {
    private let species: String
    private let catalogue = ["Goldfinch", "Grey heron", "Kingfisher", "Little egret", "Nuthatch", "Wren"]

    init(species: String) {
        self.species = species
    }

    func entries() -> [String] {
        guard !species.isEmpty else { return catalogue }
        let matches = catalogue.filter { $0.localizedCaseInsensitiveContains(species) }
        return matches.isEmpty ? catalogue : matches
    }
}

enum BirdGuideBuilder {
    static func build(species: String) -> UIViewController {
        let view = BirdGuideViewController()
        view.presenter = BirdGuidePresenter(species: species)
        return view
    }
}
