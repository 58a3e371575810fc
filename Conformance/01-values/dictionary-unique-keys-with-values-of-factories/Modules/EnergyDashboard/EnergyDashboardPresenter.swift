import Foundation

final class EnergyDashboardPresenter {
    weak var view: EnergyDashboardViewInput?
    private let router: EnergyDashboardRouterInput

    init(router: EnergyDashboardRouterInput) {
        self.router = router
    }

    func viewDidLoad() {
        view?.show(readings: [
            EnergyReading(source: .solar, kilowatts: 3.4),
            EnergyReading(source: .battery, kilowatts: -1.2),
            EnergyReading(source: .grid, kilowatts: 0.3)
        ])
    }

    func didSelect(_ source: EnergySource) {
        router.showDetail(for: source)
    }
}
