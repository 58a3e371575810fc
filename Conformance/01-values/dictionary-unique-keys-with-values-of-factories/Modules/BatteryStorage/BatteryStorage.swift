import UIKit

final class BatteryStorageViewController: UIViewController {
    var presenter: BatteryStoragePresenter!
    private let chargeView = UIProgressView(progressViewStyle: .bar)
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Battery"
        view.backgroundColor = .systemBackground
        chargeView.progress = presenter.charge
        statusLabel.text = presenter.status
        let stack = UIStackView(arrangedSubviews: [chargeView, statusLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(stack)
    }
}

final class BatteryStoragePresenter {
    let charge: Float = 0.72
    var status: String { "72 % · discharging 1.2 kW · empty around 02:00" }
}

enum BatteryStorageBuilder {
    static func build() -> UIViewController {
        let view = BatteryStorageViewController()
        view.presenter = BatteryStoragePresenter()
        return view
    }
}
