import UIKit

protocol HeatingScheduleModuleOutput: AnyObject {
    func heatingSchedule(didSave periods: [HeatingPeriod])
    func heatingScheduleDidCancel()
}

// MARK: - View

final class HeatingScheduleViewController: UITableViewController {

    var presenter: HeatingSchedulePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapCancel() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .save,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapSave() }
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.periods.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let period = presenter.periods[indexPath.row]
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "\(period.from.hour ?? 0):00 – \(period.to.hour ?? 0):00"
        cell.detailTextLabel?.text = String(format: "%.1f °C", period.celsius)
        return cell
    }
}

// MARK: - Presenter

final class HeatingSchedulePresenter {

    weak var output: HeatingScheduleModuleOutput?
    private(set) var periods: [HeatingPeriod]
    private let room: Room

    init(room: Room, periods: [HeatingPeriod]) {
        self.room = room
        self.periods = periods
    }

    var title: String { "\(room.name) schedule" }

    func didTapSave() {
        output?.heatingSchedule(didSave: periods)
    }

    func didTapCancel() {
        output?.heatingScheduleDidCancel()
    }
}

// MARK: - Assembly

enum HeatingScheduleAssembly {

    static func assemble(room: Room, periods: [HeatingPeriod], output: HeatingScheduleModuleOutput) -> UIViewController {
        let view = HeatingScheduleViewController(style: .insetGrouped)
        let presenter = HeatingSchedulePresenter(room: room, periods: periods)
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
