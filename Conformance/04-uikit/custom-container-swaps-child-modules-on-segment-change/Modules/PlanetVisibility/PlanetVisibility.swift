import UIKit

final class PlanetVisibilityViewController: UITableViewController {
    var presenter: PlanetVisibilityPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Planet")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.rows[indexPath.row].name
        content.secondaryText = presenter.rows[indexPath.row].window
        cell.contentConfiguration = content
        return cell
    }
}

final class PlanetVisibilityPresenter {
    let rows: [(name: String, window: String)] = [
        ("Jupiter", "Rises 21:40 · high in the south-east"),
        ("Saturn", "Sets 23:15 · low in the west")
    ]
}

enum PlanetVisibilityAssembly {
    static func assemble() -> UIViewController {
        let view = PlanetVisibilityViewController(style: .insetGrouped)
        view.presenter = PlanetVisibilityPresenter()
        return view
    }
}
