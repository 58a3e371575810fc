import UIKit

protocol AgendaViewInput: AnyObject {
    func show(_ events: [CalendarEvent])
}

final class AgendaViewController: UITableViewController, AgendaViewInput {
    var output: AgendaViewOutput!
    private var events: [CalendarEvent] = []
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Agenda"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add,
            target: self,
            action: #selector(addTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        output.viewWillAppear()
    }

    @objc private func addTapped() {
        output.didTapAdd()
    }

    func show(_ events: [CalendarEvent]) {
        self.events = events
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = events[indexPath.row].title
        cell.detailTextLabel?.text = formatter.string(from: events[indexPath.row].start)
        return cell
    }
}
