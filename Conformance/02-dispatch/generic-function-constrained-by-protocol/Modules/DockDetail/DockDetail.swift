import UIKit

struct DockDetailDestination: Destination {
    let dock: Dock

    func makeScreen() -> UIViewController {
        DockDetailBuilder.build(dock: dock)
    }
}

final class DockDetailViewController: UIViewController {
    var presenter: DockDetailPresenter!
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        statusLabel.numberOfLines = 0
        statusLabel.text = presenter.status
        statusLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(statusLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Report", style: .plain,
                                                            target: self, action: #selector(reportTapped))
    }

    @objc private func reportTapped() {
        presenter.didTapReport()
    }
}

final class DockDetailPresenter {
    private let dock: Dock
    private let router: DockDetailRouter

    init(dock: Dock, router: DockDetailRouter) {
        self.dock = dock
        self.router = router
    }

    var title: String { dock.name }
    var status: String { "\(dock.bikesAvailable) bikes to unlock\n\(dock.freeSlots) slots to return a bike" }

    func didTapReport() {
        router.openReport(for: dock)
    }
}

final class DockDetailRouter {
    weak var viewController: UIViewController?

    func openReport(for dock: Dock) {
        let report = ReportProblemDestination(dockID: dock.id).makeScreen()
        viewController?.present(report, animated: true)
    }
}

enum DockDetailBuilder {
    static func build(dock: Dock) -> UIViewController {
        let view = DockDetailViewController()
        let router = DockDetailRouter()
        view.presenter = DockDetailPresenter(dock: dock, router: router)
        router.viewController = view
        return view
    }
}
