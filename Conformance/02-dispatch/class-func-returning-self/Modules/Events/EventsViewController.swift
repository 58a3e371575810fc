import UIKit

protocol EventsDisplayLogic: AnyObject {
    func displayEvents(viewModel: Events.Load.ViewModel)
}

final class EventsViewController: SceneViewController, EventsDisplayLogic, UITableViewDataSource, UITableViewDelegate {
    var interactor: EventsBusinessLogic?
    var router: (EventsRoutingLogic & EventsDataPassing)?
    private let tableView = UITableView()
    private var rows: [String] = []

    required init() {
        super.init()
        setup()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private func setup() {
        let interactor = EventsInteractor()
        let presenter = EventsPresenter()
        let router = EventsRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Concerts this week"
        tableView.frame = view.bounds
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        interactor?.loadEvents(request: Events.Load.Request())
    }

    func displayEvents(viewModel: Events.Load.ViewModel) {
        rows = viewModel.rows
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        interactor?.selectEvent(request: Events.Select.Request(index: indexPath.row))
        router?.routeToEventDetail()
    }
}
