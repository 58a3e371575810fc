import UIKit

final class PassesViewController: UITableViewController {
    var presenter: PassesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Passes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Pass")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.passes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pass", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.passes[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class PassesPresenter {
    let passes = ["Day pass · €6", "Monthly pass · €19", "Annual pass · €120"]
}

enum PassesBuilder {
    static func build() -> UIViewController {
        let view = PassesViewController(style: .insetGrouped)
        view.presenter = PassesPresenter()
        return view
    }
}
