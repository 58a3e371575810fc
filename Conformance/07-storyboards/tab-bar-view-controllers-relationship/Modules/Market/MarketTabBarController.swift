import UIKit

protocol MarketView: AnyObject {
    func showBasketBadge(_ count: Int)
}

final class MarketTabBarController: UITabBarController, MarketView {
    var presenter: MarketPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        MarketConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func showBasketBadge(_ count: Int) {
        guard let items = tabBar.items, items.count > 1 else { return }
        items[1].badgeValue = count > 0 ? "\(count)" : nil
    }
}
