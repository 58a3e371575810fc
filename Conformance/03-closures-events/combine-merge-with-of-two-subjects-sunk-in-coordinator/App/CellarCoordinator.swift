import UIKit
import Combine

final class CellarCoordinator {

    private enum Route {
        case bottle(Bottle)
        case newTasting
    }

    private let window: UIWindow
    private let navigationController = UINavigationController()
    private var cancellables = Set<AnyCancellable>()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let cellar = CellarBuilder.build()
        navigationController.setViewControllers([cellar.view], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        cellar.output.bottleSelected
            .map { Route.bottle($0) }
            .merge(with: cellar.output.addTastingTapped.map { Route.newTasting })
            .receive(on: DispatchQueue.main)
            .sink { [weak self] route in
                self?.go(to: route)
            }
            .store(in: &cancellables)
    }

    private func go(to route: Route) {
        switch route {
        case .bottle(let bottle):
            let detail = BottleDetailBuilder.build(bottle: bottle)
            navigationController.pushViewController(detail, animated: true)
        case .newTasting:
            let note = TastingNoteBuilder.build()
            navigationController.present(UINavigationController(rootViewController: note), animated: true)
        }
    }
}
