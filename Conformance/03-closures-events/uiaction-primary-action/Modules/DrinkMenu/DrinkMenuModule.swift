import UIKit

final class DrinkMenuViewController: UITableViewController {

    var presenter: DrinkMenuPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drinks"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DrinkCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.drinks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DrinkCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.drinks[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class DrinkMenuPresenter {

    let drinks = ["Flat white", "Cortado", "Hojicha latte", "Cold brew"]
}

enum DrinkMenuBuilder {

    static func build() -> UIViewController {
        let view = DrinkMenuViewController()
        view.presenter = DrinkMenuPresenter()
        return view
    }
}
