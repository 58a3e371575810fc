import UIKit

protocol JobsViewInput: AnyObject {
    func show(_ lines: [String])
}

final class JobsViewController: UITableViewController, JobsViewInput {

    var presenter: JobsPresenter!
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workshop"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Job")
        presenter.viewDidLoad()
    }

    func show(_ lines: [String]) {
        self.lines = lines
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Job", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = lines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectJob(at: indexPath.row)
    }
}

final class JobsPresenter {

    weak var view: JobsViewInput?
    private let interactor: JobsInteractor
    private let router: JobsRouter
    private var jobs: [RepairJob] = []

    init(interactor: JobsInteractor, router: JobsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        jobs = interactor.openJobs()
        view?.show(jobs.map { "#\($0.ticket) \($0.bike)\($0.isReady ? " ✓" : "")" })
    }

    func didSelectJob(at index: Int) {
        router.openJob(jobs[index])
    }
}

final class JobsInteractor {

    func openJobs() -> [RepairJob] {
        [
            RepairJob(ticket: 1041, bike: "Gazelle Tour Populair", customerName: "Ines",
                      customerEmail: "ines@example.com", work: ["Hub gear service", "New chain"], isReady: true),
            RepairJob(ticket: 1042, bike: "Brompton M6L", customerName: "Tomás",
                      customerEmail: "tomas@example.com", work: ["Rear tyre"], isReady: false)
        ]
    }
}

final class JobsRouter {

    weak var viewController: UIViewController?

    func openJob(_ job: RepairJob) {
        let detail = JobDetailBuilder.build(job: job)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

enum JobsBuilder {

    static func build() -> UIViewController {
        let view = JobsViewController()
        let router = JobsRouter()
        let presenter = JobsPresenter(interactor: JobsInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
