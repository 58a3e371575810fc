import UIKit

protocol DebugMenuViewInput: AnyObject {
    func show(options: [String])
}

final class DebugMenuViewController: UITableViewController, DebugMenuViewInput {
    var presenter: DebugMenuPresenter!
    private var options: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Debug"
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

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectOption(at: indexPath.row)
    }
}

final class DebugMenuPresenter {
    weak var view: DebugMenuViewInput?
    private let options = ["Reset onboarding", "Fake heart-rate stream", "Clear workout cache"]

    func viewDidLoad() {
        view?.show(options: options)
    }

    func didSelectOption(at index: Int) {
        if index == 2 {
            URLCache.shared.removeAllCachedResponses()
        }
    }
}

enum DebugMenuBuilder {
    static func build() -> UIViewController {
        let view = DebugMenuViewController(style: .insetGrouped)
        let presenter = DebugMenuPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
