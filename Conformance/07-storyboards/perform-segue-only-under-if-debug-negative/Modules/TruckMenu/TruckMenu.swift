import UIKit

enum TruckMenuConfigurator {
    static func configure(_ viewController: TruckMenuViewController) {
        viewController.presenter = TruckMenuPresenter(view: viewController, interactor: TruckMenuInteractor(api: .shared))
    }
}

protocol TruckMenuView: AnyObject {
    func show(title: String, items: [String])
}

final class TruckMenuViewController: UITableViewController, TruckMenuView {
    var presenter: TruckMenuPresenter!
    private var items: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        TruckMenuConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(title: String, items: [String]) {
        navigationItem.title = title
        self.items = items
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuItemCell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

final class TruckMenuPresenter {
    private weak var view: TruckMenuView?
    private let interactor: TruckMenuInteractor
    private var truck: FoodTruck?

    init(view: TruckMenuView, interactor: TruckMenuInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func configure(with truck: FoodTruck) {
        self.truck = truck
    }

    func viewDidLoad() {
        guard let truck else { return }
        Task { @MainActor in
            let items = await interactor.menu(for: truck)
            view?.show(title: truck.name, items: items.map { "\($0.name) · \($0.price.formatted(.currency(code: "EUR")))" })
        }
    }
}

final class TruckMenuInteractor {
    private let api: CurbsideAPI

    init(api: CurbsideAPI) {
        self.api = api
    }

    func menu(for truck: FoodTruck) async -> [MenuItem] {
        await api.menu(for: truck)
    }
}
