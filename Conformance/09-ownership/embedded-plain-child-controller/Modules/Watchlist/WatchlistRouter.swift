import UIKit

protocol WatchlistRouterInput: AnyObject {
    func openStock(symbol: String)
}

final class WatchlistRouter: WatchlistRouterInput {

    weak var viewController: UIViewController?

    func openStock(symbol: String) {
        let detail = StockDetailBuilder.build(symbol: symbol)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
