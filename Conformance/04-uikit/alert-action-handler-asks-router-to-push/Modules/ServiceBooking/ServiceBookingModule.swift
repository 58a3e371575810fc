import UIKit

final class ServiceBookingViewController: UITableViewController {

    var presenter: ServiceBookingPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Service slot"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SlotCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.slots.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SlotCell", for: indexPath)
        cell.textLabel?.text = presenter.slots[indexPath.row]
        return cell
    }
}

final class ServiceBookingPresenter {

    let slots = ["Tue 09:00", "Tue 14:30", "Thu 11:00", "Sat 10:00"]
}

enum ServiceBookingBuilder {

    static func build() -> UIViewController {
        let view = ServiceBookingViewController(style: .plain)
        view.presenter = ServiceBookingPresenter()
        return view
    }
}
