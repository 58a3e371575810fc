import UIKit

struct Garage {
    let id: Int
    let name: String
    let freeSpots: Int
}

final class GaragesViewController: UITableViewController {
    var output: GaragesPresenter?
    private var garages: [Garage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby garages"
        output?.viewDidLoad()
    }

    func show(garages: [Garage]) {
        self.garages = garages
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        garages.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelect(garage: garages[indexPath.row])
    }
}

final class GaragesPresenter {
    weak var view: GaragesViewController?
    var interactor: GaragesInteractor!
    var router: GaragesRouter!

    func viewDidLoad() {
        interactor.nearby { [weak self] garages in
            self?.view?.show(garages: garages)
        }
    }

    func didSelect(garage: Garage) {
        router.openGarage(id: garage.id)
    }
}

final class GaragesInteractor {
    func nearby(completion: @escaping ([Garage]) -> Void) {
        completion([Garage(id: 7, name: "Central Station P2", freeSpots: 41), Garage(id: 12, name: "Riverside", freeSpots: 3)])
    }
}

final class GaragesRouter {
    weak var viewController: UIViewController?

    func openGarage(id: Int) {
        let detail = GarageDetailBuilder.build(garageID: id)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

enum GaragesBuilder {
    static func build() -> UIViewController {
        let view = GaragesViewController()
        let presenter = GaragesPresenter()
        let router = GaragesRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = GaragesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
