import UIKit

final class ParkingReceiptViewController: UIViewController {

    var presenter: ParkingReceiptPresenter!
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Receipt"
        totalLabel.textAlignment = .center
        totalLabel.font = .preferredFont(forTextStyle: .title1)
        totalLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        totalLabel.text = presenter.summary
        view.addSubview(totalLabel)
    }
}

final class ParkingReceiptPresenter {

    private let zone: String
    private let minutes: Int

    init(zone: String, minutes: Int) {
        self.zone = zone
        self.minutes = minutes
    }

    var summary: String {
        let price = Double(minutes) * 0.05
        return "Zone \(zone): \(minutes) min, " + String(format: "€%.2f", price)
    }
}

enum ParkingReceiptAssembly {

    static func assemble(zone: String, minutes: Int) -> UIViewController {
        let view = ParkingReceiptViewController()
        view.presenter = ParkingReceiptPresenter(zone: zone, minutes: minutes)
        return view
    }
}
