import UIKit

struct Exhibition {
    let id: Int
    let title: String
    let gallery: String
}

// MARK: - View

protocol ExhibitionsViewInput: AnyObject {
    func show(_ exhibitions: [Exhibition])
}

final class ExhibitionsViewController: UITableViewController, ExhibitionsViewInput {
    var presenter: ExhibitionsPresenter!
    private var exhibitions: [Exhibition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "On view"
        presenter.viewDidLoad()
    }

    func show(_ exhibitions: [Exhibition]) {
        self.exhibitions = exhibitions
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        exhibitions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = exhibitions[indexPath.row].title
        cell.detailTextLabel?.text = exhibitions[indexPath.row].gallery
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(exhibitions[indexPath.row])
    }
}

// MARK: - Presenter

final class ExhibitionsPresenter {
    weak var view: ExhibitionsViewInput?
    var interactor: ExhibitionsInteractor!
    var router: ExhibitionsRouter!

    func viewDidLoad() {
        view?.show(interactor.currentExhibitions())
    }

    func didSelect(_ exhibition: Exhibition) {
        router.openExhibition(exhibition)
    }
}

// MARK: - Interactor

final class ExhibitionsInteractor {
    func currentExhibitions() -> [Exhibition] {
        [
            Exhibition(id: 7, title: "Dutch Light", gallery: "East wing, room 12"),
            Exhibition(id: 9, title: "Bronze Age Seafarers", gallery: "Lower hall")
        ]
    }
}

// MARK: - Router

final class ExhibitionsRouter {
    weak var viewController: UIViewController?

    func openExhibition(_ exhibition: Exhibition) {
        let detail = ExhibitionDetailBuilder.build(exhibition: exhibition)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Builder

enum ExhibitionsBuilder {
    static func build() -> UIViewController {
        let view = ExhibitionsViewController()
        let presenter = ExhibitionsPresenter()
        let router = ExhibitionsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = ExhibitionsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
