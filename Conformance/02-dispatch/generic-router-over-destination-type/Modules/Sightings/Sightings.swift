import UIKit

enum SightingsDestination: RouteDestination {
    case detail(Sighting)
    case logNew

    var transition: Transition {
        switch self {
        case .detail: return .push
        case .logNew: return .modal
        }
    }

    func makeScreen() -> UIViewController {
        switch self {
        case .detail(let sighting): return SightingDetailBuilder.build(sighting: sighting)
        case .logNew: return LogSightingBuilder.build()
        }
    }
}

protocol SightingsViewInput: AnyObject {
    func show(_ sightings: [Sighting])
}

final class SightingsViewController: UITableViewController, SightingsViewInput {
    var presenter: SightingsPresenter!
    private var sightings: [Sighting] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sightings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Sighting")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapAdd()
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ sightings: [Sighting]) {
        self.sightings = sightings
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sightings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Sighting", for: indexPath)
        let sighting = sightings[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = sighting.species
        content.secondaryText = "\(sighting.count) at \(sighting.place)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectSighting(at: indexPath.row)
    }
}

final class SightingsPresenter {
    weak var view: SightingsViewInput?
    private let interactor: SightingsInteractor
    private let router: Router<SightingsDestination>
    private var sightings: [Sighting] = []

    init(interactor: SightingsInteractor, router: Router<SightingsDestination>) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        sightings = interactor.recentSightings()
        view?.show(sightings)
    }

    func didSelectSighting(at index: Int) {
        router.navigate(to: .detail(sightings[index]))
    }

    func didTapAdd() {
        router.navigate(to: .logNew)
    }
}

final class SightingsInteractor {
    private let store: SightingStore

    init(store: SightingStore = .shared) {
        self.store = store
    }

    func recentSightings() -> [Sighting] {
        store.sightings.sorted { $0.date > $1.date }
    }
}

enum SightingsBuilder {
    static func build() -> UIViewController {
        let view = SightingsViewController()
        let router = Router<SightingsDestination>()
        let presenter = SightingsPresenter(interactor: SightingsInteractor(), router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
