import UIKit

final class DeparturesViewController: UITableViewController {

    var presenter: DeparturesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Departure")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Departure", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class DeparturesPresenter {

    private let station: Station
    private let timetable: TimetableService

    init(station: Station, timetable: TimetableService) {
        self.station = station
        self.timetable = timetable
    }

    var title: String { station.name }

    var rows: [String] {
        timetable.departures(from: station).map { "\($0.line) → \($0.destination) in \($0.minutes) min" }
    }
}

enum DeparturesBuilder {

    static func build(station: Station, timetable: TimetableService) -> UIViewController {
        let view = DeparturesViewController()
        view.presenter = DeparturesPresenter(station: station, timetable: timetable)
        return view
    }
}
