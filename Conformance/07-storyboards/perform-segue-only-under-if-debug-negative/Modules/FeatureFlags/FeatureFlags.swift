import UIKit

enum FeatureFlagsConfigurator {
    static func configure(_ viewController: FeatureFlagsViewController) {
        viewController.presenter = FeatureFlagsPresenter(view: viewController, interactor: FeatureFlagsInteractor(store: .shared))
    }
}

protocol FeatureFlagsView: AnyObject {
    func show(flags: [(name: String, on: Bool)])
}

final class FeatureFlagsViewController: UITableViewController, FeatureFlagsView {
    var presenter: FeatureFlagsPresenter!
    private var flags: [(name: String, on: Bool)] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        FeatureFlagsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(flags: [(name: String, on: Bool)]) {
        self.flags = flags
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        flags.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FlagCell", for: indexPath)
        cell.textLabel?.text = flags[indexPath.row].name
        cell.accessoryType = flags[indexPath.row].on ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didToggle(index: indexPath.row)
    }
}

final class FeatureFlagsPresenter {
    private weak var view: FeatureFlagsView?
    private let interactor: FeatureFlagsInteractor

    init(view: FeatureFlagsView, interactor: FeatureFlagsInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.show(flags: interactor.flags)
    }

    func didToggle(index: Int) {
        let flag = interactor.flags[index]
        interactor.set(flag.name, !flag.on)
        view?.show(flags: interactor.flags)
    }
}

final class FeatureFlagsInteractor {
    private let store: FeatureFlagStore

    init(store: FeatureFlagStore) {
        self.store = store
    }

    var flags: [(name: String, on: Bool)] {
        store.flags.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    func set(_ name: String, _ on: Bool) {
        store.set(name, on)
    }
}
