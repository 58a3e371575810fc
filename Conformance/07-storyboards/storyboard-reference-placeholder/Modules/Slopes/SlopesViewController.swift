import UIKit

protocol SlopesView: AnyObject {
    func show(slopes: [String])
}

final class SlopesViewController: UIViewController, SlopesView, UITableViewDataSource {
    @IBOutlet private weak var tableView: UITableView!

    var presenter: SlopesPresenter!
    private var rows: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        SlopesConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SlopeCell")
        presenter.viewDidLoad()
    }

    func show(slopes: [String]) {
        rows = slopes
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SlopeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
