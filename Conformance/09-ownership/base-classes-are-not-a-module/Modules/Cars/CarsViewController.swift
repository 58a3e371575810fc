import UIKit

protocol CarsViewInput: AnyObject {
    func setLoading(_ loading: Bool)
    func show(_ cars: [Car])
}

final class CarsViewController: BaseViewController, CarsViewInput, UITableViewDataSource, UITableViewDelegate {

    var presenter: CarsViewOutput!
    private let tableView = UITableView()
    private var cars: [Car] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Available cars"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CarCell")
        view.insertSubview(tableView, at: 0)
        presenter.viewDidLoad()
    }

    func show(_ cars: [Car]) {
        self.cars = cars
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cars.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CarCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = cars[indexPath.row].model
        content.secondaryText = "€\(cars[indexPath.row].dailyRate)/day"
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectCar(at: indexPath.row)
    }
}
