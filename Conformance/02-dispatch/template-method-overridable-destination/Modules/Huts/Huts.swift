import UIKit

final class HutsViewController: UITableViewController {
    var output: HutsPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mountain huts"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        output?.itemIDs.count ?? 0
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelectItem(at: indexPath.row)
    }
}

final class HutsPresenter {
    weak var view: HutsViewController?
    var router: HutsRouter!
    let itemIDs = ["hut-alpenrose", "hut-edelweiss"]

    func didSelectItem(at index: Int) {
        router.openItem(id: itemIDs[index])
    }
}

final class HutsRouter: ListRouter {
    override func makeDestination(id: String) -> UIViewController {
        HutDetailBuilder.build(hutID: id)
    }
}

enum HutsBuilder {
    static func build() -> UIViewController {
        let view = HutsViewController()
        let presenter = HutsPresenter()
        let router = HutsRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
