import UIKit

protocol BedsViewInput: AnyObject {
    func display(_ beds: [String])
}

final class BedsViewController: UITableViewController, BedsViewInput {

    var presenter: BedsViewOutput!
    private(set) lazy var calendarButton = UIBarButtonItem(
        image: UIImage(systemName: "calendar"), style: .plain, target: self, action: #selector(calendarTapped)
    )
    private var beds: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Raised beds"
        navigationItem.rightBarButtonItem = calendarButton
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Bed")
        presenter.viewDidLoad()
    }

    func display(_ beds: [String]) {
        self.beds = beds
        tableView.reloadData()
    }

    @objc private func calendarTapped() {
        presenter.didTapSowingCalendar()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        beds.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Bed", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = beds[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
