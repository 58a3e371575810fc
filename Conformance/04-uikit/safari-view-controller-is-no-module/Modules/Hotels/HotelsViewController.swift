import UIKit

protocol HotelsViewInput: AnyObject {
    func show(_ hotels: [Hotel])
}

final class HotelsViewController: UITableViewController, HotelsViewInput {
    var output: HotelsViewOutput!
    private var hotels: [Hotel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stays in Porto"
        output.viewDidLoad()
    }

    func show(_ hotels: [Hotel]) {
        self.hotels = hotels
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        hotels.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = hotels[indexPath.row].name
        cell.detailTextLabel?.text = String(repeating: "★", count: hotels[indexPath.row].stars)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelectHotel(hotels[indexPath.row])
    }
}
