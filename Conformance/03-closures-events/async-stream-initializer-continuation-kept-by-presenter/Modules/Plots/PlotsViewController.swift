import UIKit

protocol PlotsViewInput: AnyObject {
    func show(_ plots: [Plot])
}

final class PlotsViewController: UITableViewController, PlotsViewInput {

    var presenter: PlotsViewOutput!
    private var plots: [Plot] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Allotments"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlotCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Waitlist",
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(waitlistTapped))
        presenter.viewDidLoad()
    }

    func show(_ plots: [Plot]) {
        self.plots = plots
        tableView.reloadData()
    }

    @objc private func waitlistTapped() {
        presenter.didTapWaitlist()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plots.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlotCell", for: indexPath)
        let plot = plots[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "Plot \(plot.number)"
        content.secondaryText = plot.isFree ? "\(plot.bed) · free" : plot.bed
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPlot(at: indexPath.row)
    }
}
