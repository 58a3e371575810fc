import UIKit

final class BedsViewController: UITableViewController {
    var output: BedsPresenter?
    private var beds: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Raised beds"
        output?.viewWillAppear()
    }

    func show(beds: [String]) {
        self.beds = beds
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        beds.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelectBed(at: indexPath.row)
    }
}

final class BedsPresenter {
    weak var view: BedsViewController?
    var store: GardenStore!
    var router: BedsRouter!

    func viewWillAppear() {
        view?.show(beds: store.beds.map(\.name))
    }

    func didSelectBed(at index: Int) {
        router.openEditor(bedID: store.beds[index].id)
    }
}

final class BedsRouter {
    weak var viewController: UIViewController?
    var store: GardenStore!

    func openEditor(bedID: UUID) {
        let editor = BedEditorBuilder.build(bedID: bedID, store: store)
        viewController?.navigationController?.pushViewController(editor, animated: true)
    }
}

enum BedsBuilder {
    static func build(store: GardenStore) -> UIViewController {
        let view = BedsViewController()
        let presenter = BedsPresenter()
        let router = BedsRouter()
        view.output = presenter
        presenter.view = view
        presenter.store = store
        presenter.router = router
        router.viewController = view
        router.store = store
        return view
    }
}
