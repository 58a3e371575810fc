import UIKit

protocol NewsViewInput: AnyObject {
    func show(_ headlines: [String])
}

final class NewsViewController: UITableViewController, NewsViewInput {
    var output: NewsViewOutput!
    private var headlines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "HeadlineCell")
        output.viewDidLoad()
    }

    func show(_ headlines: [String]) {
        self.headlines = headlines
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "HeadlineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = headlines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectArticle(at: indexPath.row)
    }
}
