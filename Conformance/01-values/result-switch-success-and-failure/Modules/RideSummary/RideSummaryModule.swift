import UIKit

final class RideSummaryViewController: UITableViewController {

    var presenter: RideSummaryPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ride summary"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Line")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Line", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.lines[indexPath.row].label
        content.secondaryText = presenter.lines[indexPath.row].value
        cell.contentConfiguration = content
        return cell
    }
}

final class RideSummaryPresenter {

    private let receipt: RideReceipt

    init(receipt: RideReceipt) {
        self.receipt = receipt
    }

    var lines: [(label: String, value: String)] {
        let price = Double(receipt.priceCents) / 100
        return [
            ("Bike", receipt.ride.bikeCode),
            ("Duration", "\(receipt.minutes) min"),
            ("Charged", String(format: "€%.2f", price))
        ]
    }
}

enum RideSummaryBuilder {

    static func build(receipt: RideReceipt) -> UIViewController {
        let view = RideSummaryViewController(style: .insetGrouped)
        view.presenter = RideSummaryPresenter(receipt: receipt)
        return view
    }
}
