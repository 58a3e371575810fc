import UIKit

protocol CitiesViewInput: AnyObject {
    func show(_ cities: [City])
}

final class CitiesViewController: UITableViewController, CitiesViewInput {

    var presenter: CitiesViewOutput!
    private var cities: [City] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Weather"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CityCell")
        presenter.viewDidLoad()
    }

    func show(_ cities: [City]) {
        self.cities = cities
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cities.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CityCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row < cities.count ? cities[indexPath.row].name : "Add a city…"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRow(at: indexPath.row)
    }
}
