import UIKit

final class PaymentViewController: UIViewController {

    var presenter: PaymentPresenter!
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.frame = view.bounds.insetBy(dx: 24, dy: 200)
        label.numberOfLines = 0
        label.text = presenter.summary
        view.addSubview(label)
    }
}

final class PaymentPresenter {

    private let zone: ParkingZone

    init(zone: ParkingZone) {
        self.zone = zone
    }

    var summary: String {
        "Pay for zone \(zone.code)"
    }
}

enum PaymentBuilder {

    static func build(zone: ParkingZone) -> UIViewController {
        let view = PaymentViewController()
        view.presenter = PaymentPresenter(zone: zone)
        return view
    }
}
