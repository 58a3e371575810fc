import UIKit

protocol ShowtimesViewInput: AnyObject {
    func show(showtimes: [Showtime])
}

final class ShowtimesViewController: UITableViewController, ShowtimesViewInput {
    var presenter: ShowtimesViewOutput!
    private var showtimes: [Showtime] = []
    private let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tonight"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Showtime")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(filtersTapped))
        presenter.viewDidLoad()
    }

    func show(showtimes: [Showtime]) {
        self.showtimes = showtimes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        showtimes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Showtime", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = showtimes[indexPath.row].film
        content.secondaryText = "\(timeFormatter.string(from: showtimes[indexPath.row].startsAt)) · Screen \(showtimes[indexPath.row].screen)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectShowtime(at: indexPath.row)
    }

    @objc private func filtersTapped() {
        presenter.didTapFilters()
    }
}
