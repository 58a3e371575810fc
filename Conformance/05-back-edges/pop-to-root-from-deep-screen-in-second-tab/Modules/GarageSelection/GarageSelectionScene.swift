import UIKit

final class GarageSelectionViewController: UITableViewController {
    var interactor: GarageSelectionInteractor?
    var router: GarageSelectionRouter?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose a garage"
        interactor = GarageSelectionInteractor()
        let router = GarageSelectionRouter()
        router.viewController = self
        self.router = router
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Garage")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        interactor?.garages.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Garage", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = interactor?.garages[indexPath.row].name
        content.secondaryText = interactor?.garages[indexPath.row].nextSlot
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let garage = interactor?.book(at: indexPath.row) else { return }
        router?.routeToConfirmation(garage: garage)
    }
}

final class GarageSelectionInteractor {
    let garages = ServiceCalendar.shared.garages

    func book(at index: Int) -> Garage {
        ServiceCalendar.shared.book(garages[index])
        return garages[index]
    }
}

final class GarageSelectionRouter {
    weak var viewController: GarageSelectionViewController?

    func routeToConfirmation(garage: Garage) {
        let destination = BookingConfirmationViewController()
        destination.garage = garage
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
