import UIKit

final class BikePickerViewController: UITableViewController {

    var presenter: BikePickerPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose a bike"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BikeCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.bikes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BikeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.title(at: indexPath.row)
        content.secondaryText = presenter.detail(at: indexPath.row)
        cell.contentConfiguration = content
        return cell
    }
}

final class BikePickerPresenter {

    let bikes: [DockedBike]

    init(bikes: [DockedBike]) {
        self.bikes = bikes
    }

    func title(at index: Int) -> String {
        "Bike #\(bikes[index].number)"
    }

    func detail(at index: Int) -> String? {
        bikes[index].batteryPercent.map { "Battery \($0)%" }
    }
}

enum BikePickerBuilder {

    static func build(bikes: [DockedBike]) -> UIViewController {
        let view = BikePickerViewController()
        view.presenter = BikePickerPresenter(bikes: bikes)
        return view
    }
}
