import UIKit

final class CardBalanceViewController: UIViewController {

    var presenter: CardBalancePresenter!
    private let balanceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Your balance"
        balanceLabel.font = .preferredFont(forTextStyle: .largeTitle)
        balanceLabel.textAlignment = .center
        balanceLabel.frame = view.bounds.insetBy(dx: 20, dy: 220)
        balanceLabel.text = presenter.formattedBalance
        view.addSubview(balanceLabel)
    }
}

final class CardBalancePresenter {

    private let balance: Decimal

    init(balance: Decimal) {
        self.balance = balance
    }

    var formattedBalance: String {
        balance.formatted(.currency(code: "USD"))
    }
}

final class CardBalanceWireframe {

    static func createModule(balance: Decimal) -> UIViewController {
        let view = CardBalanceViewController()
        view.presenter = CardBalancePresenter(balance: balance)
        return view
    }
}
