import UIKit

protocol FoldersViewInput: AnyObject {
    func show(titles: [String])
}

final class FoldersViewController: UITableViewController, FoldersViewInput {
    var presenter: FoldersPresenter!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
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

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectNote(at: indexPath.row)
    }
}

final class FoldersPresenter {
    weak var view: FoldersViewInput?
    var interactor: FoldersInteractor!

    func viewDidLoad() {
        view?.show(titles: interactor.notes().map(\.title))
    }

    func didSelectNote(at index: Int) {
        interactor.select(at: index)
    }
}

final class FoldersInteractor {
    private let store = NotesStore.shared

    func notes() -> [Note] {
        store.notes
    }

    func select(at index: Int) {
        store.select(store.notes[index])
    }
}

enum FoldersBuilder {
    static func build() -> UIViewController {
        let view = FoldersViewController(style: .insetGrouped)
        let presenter = FoldersPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = FoldersInteractor()
        return view
    }
}
