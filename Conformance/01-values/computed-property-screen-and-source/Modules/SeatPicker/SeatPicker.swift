import UIKit

protocol SeatPickerViewInput: AnyObject {
    func show(rows: Int, seatsPerRow: Int)
}

final class SeatPickerViewController: UIViewController, SeatPickerViewInput {
    var presenter: SeatPickerPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose seats"
        view.backgroundColor = .systemBackground
        summaryLabel.textAlignment = .center
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 200)
        view.addSubview(summaryLabel)
        presenter.viewDidLoad()
    }

    func show(rows: Int, seatsPerRow: Int) {
        summaryLabel.text = "\(rows) rows × \(seatsPerRow) seats"
    }
}

final class SeatPickerPresenter {
    weak var view: SeatPickerViewInput?
    private let showtimeID: Int

    init(showtimeID: Int) {
        self.showtimeID = showtimeID
    }

    func viewDidLoad() {
        view?.show(rows: showtimeID % 2 == 0 ? 12 : 9, seatsPerRow: 14)
    }
}

enum SeatPickerBuilder {
    static func build(showtimeID: Int) -> UIViewController {
        let view = SeatPickerViewController()
        let presenter = SeatPickerPresenter(showtimeID: showtimeID)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
