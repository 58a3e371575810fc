import UIKit

protocol BrowseViewInput: AnyObject {
    func show(headlines: [String])
}

final class BrowseViewController: UITableViewController, BrowseViewInput {

    var presenter: BrowseViewOutput!
    private var headlines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Browse"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BannerCell")
        presenter.viewDidLoad()
    }

    func show(headlines: [String]) {
        self.headlines = headlines
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BannerCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = headlines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectBanner(at: indexPath.row)
    }
}
