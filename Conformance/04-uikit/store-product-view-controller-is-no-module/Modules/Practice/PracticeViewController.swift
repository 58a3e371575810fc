import UIKit

protocol PracticeViewInput: AnyObject {
    func show(titles: [String])
}

final class PracticeViewController: UITableViewController, PracticeViewInput {

    var presenter: PracticeViewOutput!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Practice log"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Get Tuner", style: .plain, target: self, action: #selector(getTunerTapped))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SessionCell")
        presenter.viewDidLoad()
    }

    @objc private func getTunerTapped() {
        presenter.didTapGetTuner()
    }

    func show(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SessionCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectSession(at: indexPath.row)
    }
}
