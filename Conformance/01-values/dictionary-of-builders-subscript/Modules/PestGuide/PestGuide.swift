import UIKit

enum Climate {
    case temperate
    case mediterranean
}

protocol PestGuideViewInput: AnyObject {
    func show(pests: [String])
}

final class PestGuideViewController: UITableViewController, PestGuideViewInput {
    var presenter: PestGuidePresenter!
    private var pests: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Pest")
        presenter.viewDidLoad()
    }

    func show(pests: [String]) {
        self.pests = pests
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pests.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Pest", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = pests[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class PestGuidePresenter {
    weak var view: PestGuideViewInput?
    private let climate: Climate

    init(climate: Climate) {
        self.climate = climate
    }

    func viewDidLoad() {
        switch climate {
        case .temperate:
            view?.show(pests: ["Aphids", "Slugs", "Vine weevil"])
        case .mediterranean:
            view?.show(pests: ["Whitefly", "Spider mites"])
        }
    }
}

enum PestGuideBuilder {
    static func build(climate: Climate) -> UIViewController {
        let view = PestGuideViewController(style: .insetGrouped)
        let presenter = PestGuidePresenter(climate: climate)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
