import UIKit

protocol EnergyDashboardRouterInput: AnyObject {
    func showDetail(for source: EnergySource)
}

final class EnergyDashboardRouter: EnergyDashboardRouterInput {
    weak var viewController: UIViewController?

    private let detailFactories: [EnergySource: () -> UIViewController] = Dictionary(uniqueKeysWithValues: [
        (.solar, { SolarOutputBuilder.build() }),
        (.battery, { BatteryStorageBuilder.build() })
    ])

    func showDetail(for source: EnergySource) {
        guard let makeDetail = detailFactories[source] else { return }
        viewController?.navigationController?.pushViewController(makeDetail(), animated: true)
    }
}
