import UIKit

final class PassportScanViewController: UIViewController {

    var presenter: PassportScanPresenter!
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        hintLabel.textColor = .white
        hintLabel.textAlignment = .center
        hintLabel.numberOfLines = 0
        hintLabel.text = presenter.hint
        hintLabel.frame = view.bounds.insetBy(dx: 32, dy: 240)
        view.addSubview(hintLabel)
    }
}

final class PassportScanPresenter {

    private let booking: Booking

    init(booking: Booking) {
        self.booking = booking
    }

    var hint: String {
        "\(booking.guestName), place the photo page of your passport inside the frame."
    }
}

enum PassportScanBuilder {

    static func build(booking: Booking) -> UIViewController {
        let view = PassportScanViewController()
        view.presenter = PassportScanPresenter(booking: booking)
        return view
    }
}
