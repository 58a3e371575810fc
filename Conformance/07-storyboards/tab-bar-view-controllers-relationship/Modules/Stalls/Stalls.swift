import UIKit

enum StallsConfigurator {
    static func configure(_ viewController: StallsViewController) {
        let interactor = StallsInteractor(store: .shared)
        viewController.presenter = StallsPresenter(view: viewController, interactor: interactor)
    }
}

protocol StallsView: AnyObject {
    func show(stalls: [Stall])
}

final class StallsViewController: UITableViewController, StallsView {
    var presenter: StallsPresenter!
    private var stalls: [Stall] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        StallsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "StallCell")
        presenter.viewDidLoad()
    }

    func show(stalls: [Stall]) {
        self.stalls = stalls
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stalls.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "StallCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = stalls[indexPath.row].name
        content.secondaryText = stalls[indexPath.row].produce
        cell.contentConfiguration = content
        return cell
    }
}

final class StallsPresenter {
    private weak var view: StallsView?
    private let interactor: StallsInteractor

    init(view: StallsView, interactor: StallsInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            view?.show(stalls: await interactor.stalls())
        }
    }
}

final class StallsInteractor {
    private let store: MarketStore

    init(store: MarketStore) {
        self.store = store
    }

    func stalls() async -> [Stall] {
        await store.stalls()
    }
}
