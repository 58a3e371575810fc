import UIKit

protocol SignInRouterInput: AnyObject {
    func openAccounts(session: BankSession)
}

final class SignInRouter: SignInRouterInput {
    func openAccounts(session: BankSession) {
        let accounts = AccountsBuilder.build(session: session)
        let keyWindow = UIApplication.shared.windows.first { $0.isKeyWindow }
        guard let window = keyWindow else { return }
        window.rootViewController = UINavigationController(rootViewController: accounts)
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }
}
