import UIKit

final class HelpCenterViewController: UITableViewController {
    var presenter: HelpCenterPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FaqCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.questions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FaqCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.questions[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class HelpCenterPresenter {
    let questions = [
        "How do streaks work?",
        "Can I learn offline?",
        "How do I change my daily goal?"
    ]
}

enum HelpCenterBuilder {
    static func build() -> UIViewController {
        let view = HelpCenterViewController(style: .insetGrouped)
        view.presenter = HelpCenterPresenter()
        return view
    }
}
