import UIKit

final class SeatMapViewController: UIViewController {

    var presenter: SeatMapPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        statusLabel.frame = view.bounds.insetBy(dx: 24, dy: 120)
        statusLabel.numberOfLines = 0
        statusLabel.textAlignment = .center
        view.addSubview(statusLabel)
        Task {
            statusLabel.text = await presenter.availabilityText()
        }
    }
}

final class SeatMapPresenter {

    private let showing: Showing
    private let boxOffice: BoxOfficeAPI

    init(showing: Showing, boxOffice: BoxOfficeAPI) {
        self.showing = showing
        self.boxOffice = boxOffice
    }

    var title: String {
        "\(showing.film) · Screen \(showing.screen)"
    }

    func availabilityText() async -> String {
        let taken = (try? await boxOffice.takenSeats(for: showing)) ?? []
        return "\(taken.count) seats taken"
    }
}

enum SeatMapBuilder {

    static func build(showing: Showing, boxOffice: BoxOfficeAPI) -> UIViewController {
        let view = SeatMapViewController()
        view.presenter = SeatMapPresenter(showing: showing, boxOffice: boxOffice)
        return view
    }
}
