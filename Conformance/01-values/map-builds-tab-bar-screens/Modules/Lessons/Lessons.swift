import UIKit

protocol LessonsViewInput: AnyObject {
    func show(rows: [String])
}

final class LessonsViewController: UITableViewController, LessonsViewInput {
    var presenter: LessonsPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lessons"
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

final class LessonsPresenter {
    weak var view: LessonsViewInput?
    private let interactor: LessonsInteractor

    init(interactor: LessonsInteractor) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(rows: interactor.load())
    }
}

final class LessonsInteractor {
    func load() -> [String] {
        ["Unit 4: ordering food", "Unit 5: directions"]
    }
}

enum LessonsBuilder {
    static func build() -> UIViewController {
        let view = LessonsViewController(style: .insetGrouped)
        let presenter = LessonsPresenter(interactor: LessonsInteractor())
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
