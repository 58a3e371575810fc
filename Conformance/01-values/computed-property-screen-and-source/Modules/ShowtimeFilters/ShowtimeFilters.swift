import UIKit

protocol ShowtimeFiltersViewInput: AnyObject {
    func show(options: [String])
}

final class ShowtimeFiltersViewController: UITableViewController, ShowtimeFiltersViewInput {
    var presenter: ShowtimeFiltersPresenter!
    private var options: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Option")
        presenter.viewDidLoad()
    }

    func show(options: [String]) {
        self.options = options
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Option", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = options[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class ShowtimeFiltersPresenter {
    weak var view: ShowtimeFiltersViewInput?

    func viewDidLoad() {
        view?.show(options: ["Subtitled only", "70 mm", "After 21:00"])
    }
}

enum ShowtimeFiltersBuilder {
    static func build() -> UIViewController {
        let view = ShowtimeFiltersViewController(style: .insetGrouped)
        let presenter = ShowtimeFiltersPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
