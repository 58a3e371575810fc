import UIKit

struct RideHistoryDestination: Destination {
    let riderID: String

    func makeScreen() -> UIViewController {
        RideHistoryBuilder.build(riderID: riderID)
    }
}

final class RideHistoryViewController: UITableViewController {
    var presenter: RideHistoryPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My rides"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RideCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rides.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RideCell", for: indexPath)
        let ride = presenter.rides[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "\(ride.from) → \(ride.to)"
        content.secondaryText = "\(ride.minutes) min"
        cell.contentConfiguration = content
        return cell
    }
}

final class RideHistoryPresenter {
    let rides: [Ride]

    init(interactor: RideHistoryInteractor) {
        rides = interactor.rides()
    }
}

final class RideHistoryInteractor {
    private let riderID: String

    init(riderID: String) {
        self.riderID = riderID
    }

    func rides() -> [Ride] {
        [Ride(from: "Canal Bridge", to: "Market Hall", minutes: 12),
         Ride(from: "Market Hall", to: "University Library", minutes: 7)]
    }
}

enum RideHistoryBuilder {
    static func build(riderID: String) -> UIViewController {
        let view = RideHistoryViewController(style: .plain)
        view.presenter = RideHistoryPresenter(interactor: RideHistoryInteractor(riderID: riderID))
        return view
    }
}
