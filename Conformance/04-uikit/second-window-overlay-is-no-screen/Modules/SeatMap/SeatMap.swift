import UIKit

// MARK: - View

protocol SeatMapViewInput: AnyObject {
    func show(rows: Int, seatsPerRow: Int, taken: Set<String>)
}

final class SeatMapViewController: UIViewController, SeatMapViewInput {
    var presenter: SeatMapPresenter!
    private let grid = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose seats"
        view.backgroundColor = .systemBackground
        grid.axis = .vertical
        grid.spacing = 6
        grid.frame = view.bounds.insetBy(dx: 16, dy: 120)
        view.addSubview(grid)
        presenter.viewDidLoad()
    }

    func show(rows: Int, seatsPerRow: Int, taken: Set<String>) {
        grid.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for row in 0..<rows {
            let rowStack = UIStackView()
            rowStack.spacing = 6
            rowStack.distribution = .fillEqually
            for seat in 0..<seatsPerRow {
                let seatView = UIView()
                let id = "\(row)-\(seat)"
                seatView.backgroundColor = taken.contains(id) ? .systemGray4 : .systemGreen
                seatView.layer.cornerRadius = 4
                rowStack.addArrangedSubview(seatView)
            }
            grid.addArrangedSubview(rowStack)
        }
    }
}

// MARK: - Presenter

final class SeatMapPresenter {
    weak var view: SeatMapViewInput?
    var interactor: SeatMapInteractor!

    func viewDidLoad() {
        view?.show(rows: 8, seatsPerRow: 12, taken: interactor.takenSeats())
    }
}

// MARK: - Interactor

final class SeatMapInteractor {
    let showtime: Showtime

    init(showtime: Showtime) {
        self.showtime = showtime
    }

    func takenSeats() -> Set<String> {
        ["3-5", "3-6", "4-6", "7-1"]
    }
}

// MARK: - Builder

enum SeatMapBuilder {
    static func build(showtime: Showtime) -> UIViewController {
        let view = SeatMapViewController()
        let presenter = SeatMapPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = SeatMapInteractor(showtime: showtime)
        return view
    }
}
