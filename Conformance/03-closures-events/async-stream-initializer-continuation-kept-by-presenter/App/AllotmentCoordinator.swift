import UIKit

@MainActor
final class AllotmentCoordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()
    private var eventsTask: Task<Void, Never>?

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let plots = PlotsBuilder.build()
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([plots.view], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        let presenter = plots.output
        eventsTask = Task { [weak self] in
            for await event in presenter.events {
                guard let self else { return }
                switch event {
                case .openPlot(let plot):
                    self.showDetail(of: plot)
                case .joinWaitlist:
                    self.showWaitlist()
                }
            }
        }
    }

    private func showDetail(of plot: Plot) {
        let detail = PlotDetailBuilder.build(plot: plot)
        navigationController.pushViewController(detail, animated: true)
    }

    private func showWaitlist() {
        let waitlist = UINavigationController(rootViewController: WaitlistBuilder.build())
        waitlist.modalPresentationStyle = .pageSheet
        navigationController.present(waitlist, animated: true)
    }

    deinit {
        eventsTask?.cancel()
    }
}
