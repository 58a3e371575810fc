import UIKit

protocol VocabularyViewInput: AnyObject {
    func show(rows: [String])
}

final class VocabularyViewController: UITableViewController, VocabularyViewInput {
    var presenter: VocabularyPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Words"
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

final class VocabularyPresenter {
    weak var view: VocabularyViewInput?
    private let interactor: VocabularyInteractor

    init(interactor: VocabularyInteractor) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(rows: interactor.load())
    }
}

final class VocabularyInteractor {
    func load() -> [String] {
        ["la cuchara – spoon", "el andén – platform"]
    }
}

enum VocabularyBuilder {
    static func build() -> UIViewController {
        let view = VocabularyViewController(style: .insetGrouped)
        let presenter = VocabularyPresenter(interactor: VocabularyInteractor())
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
