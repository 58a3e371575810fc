import UIKit

final class TrailsViewController: UITableViewController {
    var output: TrailsPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        output?.itemIDs.count ?? 0
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelectItem(at: indexPath.row)
    }
}

final class TrailsPresenter {
    weak var view: TrailsViewController?
    var router: TrailsRouter!
    let itemIDs = ["ridge-loop", "lake-path", "summit-north"]

    func didSelectItem(at index: Int) {
        router.openItem(id: itemIDs[index])
    }
}

final class TrailsRouter: ListRouter {
    override func makeDestination(id: String) -> UIViewController {
        TrailDetailBuilder.build(trailID: id)
    }
}

enum TrailsBuilder {
    static func build() -> UIViewController {
        let view = TrailsViewController()
        let presenter = TrailsPresenter()
        let router = TrailsRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
