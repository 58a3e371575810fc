import UIKit

protocol SignInRouterInput: AnyObject {
    func openWelcome(for member: Member)
}

final class SignInRouter: SignInRouterInput {

    weak var viewController: UIViewController?
    private let session: AllotmentSession

    init(session: AllotmentSession) {
        self.session = session
    }

    func openWelcome(for member: Member) {
        guard let window = viewController?.view.window else { return }
        let welcome = WelcomeBuilder.build(member: member, session: session)
        window.rootViewController = UINavigationController(rootViewController: welcome)
    }
}
