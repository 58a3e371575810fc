import UIKit

protocol LearningProgressViewInput: AnyObject {
    func show(rows: [String])
}

final class LearningProgressViewController: UITableViewController, LearningProgressViewInput {
    var presenter: LearningProgressPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Progress"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        presenter.viewDidLoad()
    }

    func show(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class LearningProgressPresenter {
    weak var view: LearningProgressViewInput?
    private let interactor: LearningProgressInteractor

    init(interactor: LearningProgressInteractor) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(rows: interactor.load())
    }
}

final class LearningProgressInteractor {
    func load() -> [String] {
        ["12-day streak", "340 words learned"]
    }
}

enum LearningProgressBuilder {
    static func build() -> UIViewController {
        let view = LearningProgressViewController(style: .insetGrouped)
        let presenter = LearningProgressPresenter(interactor: LearningProgressInteractor())
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
