import UIKit

protocol SightingsViewInput: AnyObject {
    func show(_ rows: [String])
}

final class SightingsViewController: UITableViewController, SightingsViewInput {
    var presenter: SightingsPresenter!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sightings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SightingCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
                                                            target: self,
                                                            action: #selector(addTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.refresh()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    @objc private func addTapped() {
        presenter.didTapAdd()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SightingCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectSighting(at: indexPath.row)
    }
}

final class SightingsPresenter {
    weak var view: SightingsViewInput?
    private let interactor: SightingsInteractor
    private let router: SightingsRouter

    init(interactor: SightingsInteractor, router: SightingsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func refresh() {
        view?.show(interactor.sightings.map { "\($0.count) × \($0.species) — \($0.place)" })
    }

    func didSelectSighting(at index: Int) {
        router.openBird(species: interactor.sightings[index].species)
    }

    func didTapAdd() {
        router.openLogSighting()
    }
}

final class SightingsInteractor {
    private let journal: FieldJournal

    init(journal: FieldJournal) {
        self.journal = journal
    }

    var sightings: [Sighting] {
        journal.sightings
    }
}

final class SightingsRouter {
    weak var viewController: UIViewController?
    private let journal: FieldJournal

    init(journal: FieldJournal) {
        self.journal = journal
    }

    func openBird(species: String) {
        viewController?.navigationController?.pushViewController(BirdDetailBuilder.build(species: species), animated: true)
    }

    func openLogSighting() {
        let log = UINavigationController(rootViewController: LogSightingBuilder.build(journal: journal))
        viewController?.present(log, animated: true)
    }
}

enum SightingsBuilder {
    static func build(journal: FieldJournal) -> UIViewController {
        let view = SightingsViewController()
        let router = SightingsRouter(journal: journal)
        let presenter = SightingsPresenter(interactor: SightingsInteractor(journal: journal), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
