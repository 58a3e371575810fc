import UIKit

final class AccountsRouter {
    weak var viewController: UIViewController?

    func openStatement(for account: Account) {
        guard let statement = StatementBuilder.build(for: account) else {
            return
        }
        viewController?.navigationController?.pushViewController(statement, animated: true)
    }
}
