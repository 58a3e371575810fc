import UIKit

protocol SkyTonightViewInput: AnyObject {
    func show(_ rows: [String])
}

final class SkyTonightViewController: UITableViewController, SkyTonightViewInput {
    var output: SkyTonightViewOutput?
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tonight"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SkyCell")
        let press = UILongPressGestureRecognizer(target: self, action: #selector(skyLongPressed(_:)))
        tableView.addGestureRecognizer(press)
        output?.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        output?.viewWillAppear()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    @objc private func skyLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        output?.didLongPressSky()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SkyCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelectConstellation(at: indexPath.row)
    }
}
