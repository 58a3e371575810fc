import UIKit

protocol QueueViewInput: AnyObject {
    func show(upNext: [String])
}

final class QueueViewController: UITableViewController, QueueViewInput {
    var presenter: QueuePresenter!
    private var upNext: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Track")
        presenter.viewDidLoad()
    }

    func show(upNext: [String]) {
        self.upNext = upNext
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        upNext.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Track", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = upNext[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class QueuePresenter {
    weak var view: QueueViewInput?

    func viewDidLoad() {
        view?.show(upNext: ["Nardis", "Waltz for Debby", "Peace Piece"])
    }
}

enum QueueBuilder {
    static func build() -> UIViewController {
        let view = QueueViewController(style: .plain)
        let presenter = QueuePresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
