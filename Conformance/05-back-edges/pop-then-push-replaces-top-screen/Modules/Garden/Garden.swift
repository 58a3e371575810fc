import UIKit

struct Plant {
    let commonName: String
    let latinName: String
    let wateringDays: Int
}

// MARK: - View

final class GardenViewController: UITableViewController {

    var presenter: GardenPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My garden"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "camera.viewfinder"), style: .plain, target: self, action: #selector(identifyTapped))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlantCell")
    }

    @objc private func identifyTapped() {
        presenter.didTapIdentify()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        cell.textLabel?.text = presenter.plants[indexPath.row].commonName
        return cell
    }
}

// MARK: - Presenter

final class GardenPresenter {

    let plants = [
        Plant(commonName: "Lavender", latinName: "Lavandula angustifolia", wateringDays: 10),
        Plant(commonName: "Fig", latinName: "Ficus carica", wateringDays: 4)
    ]
    private let router: GardenRouter

    init(router: GardenRouter) {
        self.router = router
    }

    func didTapIdentify() {
        router.openIdentify()
    }
}

// MARK: - Router

final class GardenRouter {

    weak var viewController: UIViewController?

    func openIdentify() {
        let identify = PlantIdentifyBuilder.build()
        viewController?.navigationController?.pushViewController(identify, animated: true)
    }
}

// MARK: - Builder

enum GardenBuilder {

    static func build() -> UIViewController {
        let view = GardenViewController(style: .insetGrouped)
        let router = GardenRouter()
        view.presenter = GardenPresenter(router: router)
        router.viewController = view
        return view
    }
}
