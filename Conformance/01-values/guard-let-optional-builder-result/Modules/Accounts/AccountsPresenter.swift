import Foundation

protocol AccountsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(account: Account)
}

final class AccountsPresenter: AccountsViewOutput {
    weak var view: AccountsViewInput?
    var interactor: AccountsInteractor!
    var router: AccountsRouter!

    func viewDidLoad() {
        view?.show(accounts: interactor.accounts())
    }

    func didSelect(account: Account) {
        router.openStatement(for: account)
    }
}
