import UIKit

final class ZoneInfoViewController: UIViewController {

    var presenter: ZoneInfoPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class ZoneInfoPresenter {

    private let zone: ParkingZone

    init(zone: ParkingZone) {
        self.zone = zone
    }

    var title: String {
        "Zone \(zone.code) · \(zone.hourlyRate) €/h"
    }
}

enum ZoneInfoBuilder {

    static func build(zone: ParkingZone) -> UIViewController {
        let view = ZoneInfoViewController()
        view.presenter = ZoneInfoPresenter(zone: zone)
        return view
    }
}
