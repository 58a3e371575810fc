import UIKit

final class PlotsViewController: UITableViewController {

    var presenter: PlotsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My plots"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plot")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Plot", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.rows[indexPath.row]
        content.secondaryText = presenter.task(forRow: indexPath.row)
        cell.contentConfiguration = content
        return cell
    }
}

final class PlotsPresenter {

    private let member: Member

    init(member: Member) {
        self.member = member
    }

    var rows: [String] {
        member.plotNumbers.map { "Plot \($0)" }
    }

    func task(forRow row: Int) -> String {
        switch Calendar.current.component(.month, from: .now) {
        case 3...5: return "Sow broad beans, earth up potatoes"
        case 6...8: return "Water, pick, repeat"
        case 9...11: return "Lift onions, mulch beds"
        default: return "Order seeds, clean tools"
        }
    }
}

enum PlotsBuilder {

    static func build(member: Member) -> UIViewController {
        let view = PlotsViewController()
        view.presenter = PlotsPresenter(member: member)
        return view
    }
}
