import UIKit

protocol TanksViewInput: AnyObject {
    func show(_ tanks: [TankSummary])
}

final class TanksView: UIView, TanksViewInput, ScreenLifecycle, UITableViewDataSource, UITableViewDelegate {

    var output: TanksViewOutput!
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var tanks: [TankSummary] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.frame = bounds
        addSubview(tableView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func screenDidLoad() {
        output.viewDidLoad()
    }

    func show(_ tanks: [TankSummary]) {
        self.tanks = tanks
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tanks.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = tanks[indexPath.row].name
        cell.detailTextLabel?.text = "\(tanks[indexPath.row].litres) L"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectTank(at: indexPath.row)
    }
}
