import UIKit

protocol ZoneDetailViewInput: AnyObject {
    func show(code: String, rate: String)
}

final class ZoneDetailViewController: UIViewController, ZoneDetailViewInput {
    var presenter: ZoneDetailPresenter!
    private let rateLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        rateLabel.font = .preferredFont(forTextStyle: .title1)
        rateLabel.textAlignment = .center
        rateLabel.frame = view.bounds.insetBy(dx: 20, dy: 200)
        view.addSubview(rateLabel)
        presenter.viewDidLoad()
    }

    func show(code: String, rate: String) {
        title = "Zone \(code)"
        rateLabel.text = rate
    }
}

final class ZoneDetailPresenter {
    weak var view: ZoneDetailViewInput?
    private let zone: ParkingZone

    init(zone: ParkingZone) {
        self.zone = zone
    }

    func viewDidLoad() {
        view?.show(code: zone.code, rate: "€\(zone.hourlyRate) per hour")
    }
}

enum ZoneDetailBuilder {
    static func build(zone: ParkingZone) -> UIViewController {
        let view = ZoneDetailViewController()
        let presenter = ZoneDetailPresenter(zone: zone)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
