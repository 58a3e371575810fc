import UIKit

protocol CatalogueViewInput: AnyObject {
    func show(titles: [String])
}

final class CatalogueViewController: UITableViewController, CatalogueViewInput {
    var presenter: CataloguePresenter!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalogue"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Title")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "Title", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class CataloguePresenter {
    weak var view: CatalogueViewInput?

    func viewDidLoad() {
        view?.show(titles: ["Middlemarch", "The Left Hand of Darkness", "Pale Fire"])
    }
}

enum CatalogueBuilder {
    static func build() -> UIViewController {
        let view = CatalogueViewController()
        let presenter = CataloguePresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
