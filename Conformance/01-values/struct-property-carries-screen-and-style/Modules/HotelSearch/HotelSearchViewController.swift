import UIKit

protocol HotelSearchViewInput: AnyObject {
    func show(_ hotels: [Hotel])
}

final class HotelSearchViewController: UITableViewController, HotelSearchViewInput {

    var presenter: HotelSearchViewOutput!
    private var hotels: [Hotel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stays"
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "slider.horizontal.3"), primaryAction: UIAction { [weak self] _ in
                self?.presenter.didTapFilters()
            }),
            UIBarButtonItem(image: UIImage(systemName: "map"), primaryAction: UIAction { [weak self] _ in
                self?.presenter.didTapMap()
            })
        ]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Hotel")
        presenter.viewDidLoad()
    }

    func show(_ hotels: [Hotel]) {
        self.hotels = hotels
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        hotels.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Hotel", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = hotels[indexPath.row].name
        content.secondaryText = "\(hotels[indexPath.row].city) · €\(hotels[indexPath.row].nightlyRate)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectHotel(at: indexPath.row)
    }
}
