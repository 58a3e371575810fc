import UIKit

final class GardenCoordinator: GreenhouseModuleOutput {

    private let window: UIWindow
    private let hub: SensorHubClient
    private let navigationController = UINavigationController()

    init(window: UIWindow, hub: SensorHubClient) {
        self.window = window
        self.hub = hub
    }

    func start() {
        let greenhouse = GreenhouseBuilder.build(hub: hub, output: self)
        navigationController.setViewControllers([greenhouse], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    // MARK: GreenhouseModuleOutput

    func greenhouseDidRequestSummary(of readings: [SensorReading]) {
        let summary = ClimateSummaryBuilder.build(readings: readings)
        navigationController.pushViewController(summary, animated: true)
    }

    func greenhouseDidRequestTroubleshooting(for offlineSensors: [String]) {
        let troubleshoot = SensorTroubleshootBuilder.build(sensorIDs: offlineSensors)
        let sheet = UINavigationController(rootViewController: troubleshoot)
        sheet.modalPresentationStyle = .formSheet
        navigationController.present(sheet, animated: true)
    }
}
