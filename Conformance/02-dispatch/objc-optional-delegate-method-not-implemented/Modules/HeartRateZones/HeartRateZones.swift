import UIKit

final class HeartRateZonesViewController: UITableViewController {
    var presenter: HeartRateZonesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Heart rate zones"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Zone")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.zones.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Zone", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.zones[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class HeartRateZonesPresenter {
    private let maxHeartRate: Int

    init(age: Int) {
        maxHeartRate = 220 - age
    }

    var zones: [String] {
        [0.5, 0.6, 0.7, 0.8, 0.9].enumerated().map { index, share in
            "Zone \(index + 1): from \(Int(Double(maxHeartRate) * share)) bpm"
        }
    }
}

enum HeartRateZonesBuilder {
    static func build(age: Int) -> UIViewController {
        let view = HeartRateZonesViewController(style: .insetGrouped)
        view.presenter = HeartRateZonesPresenter(age: age)
        return UINavigationController(rootViewController: view)
    }
}
