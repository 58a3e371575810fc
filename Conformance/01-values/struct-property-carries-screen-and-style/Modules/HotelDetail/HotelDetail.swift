import UIKit

final class HotelDetailViewController: UIViewController {

    var presenter: HotelDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        let summary = UILabel()
        summary.numberOfLines = 0
        summary.text = presenter.summary
        summary.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(summary)
    }
}

final class HotelDetailPresenter {

    private let hotel: Hotel

    init(hotel: Hotel) {
        self.hotel = hotel
    }

    var title: String { hotel.name }

    var summary: String {
        "\(String(repeating: "★", count: hotel.stars)) in \(hotel.city)\nFrom €\(hotel.nightlyRate) a night, breakfast included."
    }
}

enum HotelDetailBuilder {

    static func build(hotel: Hotel) -> UIViewController {
        let view = HotelDetailViewController()
        view.presenter = HotelDetailPresenter(hotel: hotel)
        return view
    }
}
