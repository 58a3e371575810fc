import UIKit

final class SensorTroubleshootViewController: UITableViewController {

    var presenter: SensorTroubleshootPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Offline sensors"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "OfflineCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.sensorIDs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OfflineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.sensorIDs[indexPath.row]
        content.secondaryText = presenter.hint
        cell.contentConfiguration = content
        return cell
    }
}

final class SensorTroubleshootPresenter {

    let sensorIDs: [String]
    let hint = "Check the battery, then hold the pairing button for 5 s."

    init(sensorIDs: [String]) {
        self.sensorIDs = sensorIDs
    }
}

enum SensorTroubleshootBuilder {

    static func build(sensorIDs: [String]) -> UIViewController {
        let view = SensorTroubleshootViewController()
        view.presenter = SensorTroubleshootPresenter(sensorIDs: sensorIDs)
        return view
    }
}
