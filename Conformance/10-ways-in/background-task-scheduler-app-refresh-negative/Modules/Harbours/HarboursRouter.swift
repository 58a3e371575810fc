import UIKit

final class HarboursRouter {

    weak var viewController: UIViewController?

    func openTideChart(for harbour: String) {
        viewController?.navigationController?.pushViewController(TideChartBuilder.build(harbour: harbour), animated: true)
    }
}
