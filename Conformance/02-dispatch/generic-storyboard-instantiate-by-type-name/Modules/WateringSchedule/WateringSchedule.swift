import UIKit

final class WateringScheduleViewController: UITableViewController {
    var presenter: WateringSchedulePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "This week"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.entries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ScheduleCell", for: indexPath)
        cell.textLabel?.text = presenter.entries[indexPath.row].plant
        cell.detailTextLabel?.text = presenter.entries[indexPath.row].day
        return cell
    }
}

final class WateringSchedulePresenter {
    struct Entry {
        let plant: String
        let day: String
    }

    let entries: [Entry]

    init(plants: [Plant], calendar: Calendar = .current) {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE"
        entries = plants.map { plant in
            let next = calendar.date(byAdding: .day, value: plant.waterEveryDays % 7, to: Date()) ?? Date()
            return Entry(plant: plant.commonName, day: formatter.string(from: next))
        }
    }
}

enum WateringScheduleBuilder {
    static func build(plants: [Plant]) -> UIViewController {
        let storyboard = UIStoryboard(name: "Garden", bundle: nil)
        let view = storyboard.instantiate(WateringScheduleViewController.self)
        view.presenter = WateringSchedulePresenter(plants: plants)
        return view
    }
}
