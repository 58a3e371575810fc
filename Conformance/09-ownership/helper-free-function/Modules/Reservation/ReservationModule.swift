import UIKit

final class ReservationViewController: UIViewController {

    var presenter: ReservationPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class ReservationPresenter {

    private let stationID: String

    init(stationID: String) {
        self.stationID = stationID
    }

    var title: String {
        "Hold a plug for 15 min"
    }
}

enum ReservationBuilder {

    static func build(stationID: String) -> UIViewController {
        let view = ReservationViewController()
        view.presenter = ReservationPresenter(stationID: stationID)
        return view
    }
}
