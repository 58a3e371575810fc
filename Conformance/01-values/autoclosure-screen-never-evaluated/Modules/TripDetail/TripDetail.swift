import UIKit

final class TripDetailViewController: UIViewController {
    var presenter: TripDetailPresenter!
    private let countdownLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.destination
        countdownLabel.text = presenter.countdown
        view.addSubview(countdownLabel)
    }
}

final class TripDetailPresenter {
    let tripID: UUID
    let destination: String

    init(tripID: UUID, destination: String) {
        self.tripID = tripID
        self.destination = destination
    }

    var countdown: String {
        "Packing list for \(destination)"
    }
}

enum TripDetailBuilder {
    static func build(tripID: UUID, destination: String) -> UIViewController {
        let view = TripDetailViewController()
        view.presenter = TripDetailPresenter(tripID: tripID, destination: destination)
        return view
    }
}
