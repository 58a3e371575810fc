import UIKit

final class ToolLibraryCoordinator: ToolsCoordinating {

    private let window: UIWindow
    private let catalogue: ToolCatalogue
    private let navigationController = UINavigationController()

    init(window: UIWindow, catalogue: ToolCatalogue) {
        self.window = window
        self.catalogue = catalogue
    }

    func start() {
        let tools = ToolsBuilder.build(catalogue: catalogue, coordinator: self)
        navigationController.viewControllers = [tools]
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    func showBooking(for tool: Tool) {
        let booking = ToolBookingBuilder.build(tool: tool, catalogue: catalogue)
        navigationController.pushViewController(booking, animated: true)
    }

    func showLendingRules() {
        let rules = LendingRulesBuilder.build()
        rules.sheetPresentationController?.detents = [.medium(), .large()]
        navigationController.present(rules, animated: true)
    }
}
