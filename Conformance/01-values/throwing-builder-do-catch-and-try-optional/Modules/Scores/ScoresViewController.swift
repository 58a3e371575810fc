import UIKit

protocol ScoresViewInput: AnyObject {
    func show(_ scores: [Score])
}

final class ScoresViewController: UITableViewController, ScoresViewInput {

    var presenter: ScoresViewOutput!
    private var scores: [Score] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scores"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Score")
        presenter.viewDidLoad()
    }

    func show(_ scores: [Score]) {
        self.scores = scores
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        scores.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Score", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = scores[indexPath.row].title
        content.secondaryText = scores[indexPath.row].composer
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectScore(at: indexPath.row)
    }
}
