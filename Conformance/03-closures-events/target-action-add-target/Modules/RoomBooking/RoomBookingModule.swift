import UIKit

final class RoomBookingViewController: UIViewController {

    var presenter: RoomBookingPresenter!
    private let datePicker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .inline
        datePicker.frame = view.bounds.insetBy(dx: 16, dy: 100)
        view.addSubview(datePicker)
    }
}

final class RoomBookingPresenter {

    private let hotel: Hotel

    init(hotel: Hotel) {
        self.hotel = hotel
    }

    var title: String {
        "Book · \(hotel.name)"
    }
}

enum RoomBookingBuilder {

    static func build(hotel: Hotel) -> UIViewController {
        let view = RoomBookingViewController()
        view.presenter = RoomBookingPresenter(hotel: hotel)
        return view
    }
}
