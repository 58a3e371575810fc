import UIKit

// MARK: - View

protocol RestocksViewInput: AnyObject {
    func show(titles: [String])
}

final class RestocksViewController: UITableViewController, RestocksViewInput {
    var presenter: RestocksPresenter!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Restocks"
        presenter.viewDidLoad()
    }

    func show(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class RestocksPresenter {
    weak var view: RestocksViewInput?

    func viewDidLoad() {
        view?.show(titles: [
            "The Marram Grass Quartet — Low Tide (reissue)",
            "Sister Okra — Pepperpot Dub",
            "Velder — Autobahnkarte"
        ])
    }
}

// MARK: - Builder

enum RestocksBuilder {
    static func build() -> UIViewController {
        let view = RestocksViewController(style: .plain)
        let presenter = RestocksPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
