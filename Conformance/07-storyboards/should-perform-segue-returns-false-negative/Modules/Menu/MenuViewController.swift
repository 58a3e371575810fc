import UIKit

protocol MenuViewInput: AnyObject {
    func show(bakes: [String])
    func showBasketBadge(count: Int)
    func showComingSoon(message: String)
}

final class MenuViewController: UIViewController, MenuViewInput {
    @IBOutlet private weak var tableView: UITableView!

    var presenter: MenuViewOutput!
    private var rows: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        MenuConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BakeCell")
        presenter.viewDidLoad()
    }

    // Both bar buttons carry a segue in Main.storyboard; the gift card one is held back for now.
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        if identifier == "showGiftCards" {
            presenter.didTapGiftCards()
            return false
        }
        return true
    }

    func show(bakes: [String]) {
        rows = bakes
        tableView.reloadData()
    }

    func showBasketBadge(count: Int) {
        navigationItem.rightBarButtonItems?.first?.title = "Basket (\(count))"
    }

    func showComingSoon(message: String) {
        let alert = UIAlertController(title: "Coming soon", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BakeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        content.secondaryText = "Tap to add to basket"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectBake(at: indexPath.row)
    }
}
