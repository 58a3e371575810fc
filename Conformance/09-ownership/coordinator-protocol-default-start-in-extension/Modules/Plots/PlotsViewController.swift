import UIKit

protocol PlotsViewInput: AnyObject {
    func show(rows: [(title: String, detail: String)])
}

final class PlotsViewController: UITableViewController, PlotsViewInput {
    var presenter: PlotsViewOutput!
    private var rows: [(title: String, detail: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My allotment"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlotCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Harvests", style: .plain, target: self, action: #selector(harvestsTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func harvestsTapped() {
        presenter.didTapHarvestLog()
    }

    func show(rows: [(title: String, detail: String)]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlotCell", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = rows[indexPath.row].title
        content.secondaryText = rows[indexPath.row].detail
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectPlot(at: indexPath.row)
    }
}
