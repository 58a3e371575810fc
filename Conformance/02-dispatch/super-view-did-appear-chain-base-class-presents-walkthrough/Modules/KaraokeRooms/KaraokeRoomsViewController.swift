import UIKit

protocol KaraokeRoomsViewInput: AnyObject {
    func show(_ rows: [String])
}

final class KaraokeRoomsViewController: WalkthroughGatedViewController, KaraokeRoomsViewInput {

    var presenter: KaraokeRoomsViewOutput!
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var rows: [String] = []

    override var walkthroughTopic: WalkthroughTopic? { .rooms }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rooms tonight"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Room")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }
}

extension KaraokeRoomsViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Room", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRoom(at: indexPath.row)
    }
}
