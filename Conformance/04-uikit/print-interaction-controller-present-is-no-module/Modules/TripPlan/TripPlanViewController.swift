import UIKit

protocol TripPlanViewInput: AnyObject {
    func show(title: String, lines: [String])
}

final class TripPlanViewController: UITableViewController, TripPlanViewInput {

    var presenter: TripPlanViewOutput!
    private var lines: [String] = []
    private(set) lazy var printItem = UIBarButtonItem(
        image: UIImage(systemName: "printer"),
        style: .plain,
        target: self,
        action: #selector(printTapped)
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = printItem
        presenter.viewDidLoad()
    }

    @objc private func printTapped() {
        presenter.didTapPrint()
    }

    func show(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = lines[indexPath.row]
        return cell
    }
}
