import UIKit

final class HelpCenterViewController: UITableViewController {

    var presenter: HelpCenterPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.topic
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Guide")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.guides.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Guide", for: indexPath)
        cell.textLabel?.text = presenter.guides[indexPath.row]
        return cell
    }
}

final class HelpCenterPresenter {

    let topic: String
    let guides = ["Pickup windows", "Customs documents", "Claims for damaged freight"]

    init(topic: String) {
        self.topic = topic
    }
}

enum HelpCenterModuleFactory {

    static func make(topic: String) -> UIViewController {
        let view = HelpCenterViewController()
        view.presenter = HelpCenterPresenter(topic: topic)
        return view
    }
}
