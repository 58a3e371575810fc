import UIKit

final class WelcomeViewController: UIViewController {

    var presenter: WelcomePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen.withAlphaComponent(0.15)

        let label = UILabel()
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = presenter.greeting
        let start = UIButton(configuration: .borderedProminent())
        start.setTitle("Show my plots", for: .normal)
        start.addAction(UIAction { [weak self] _ in self?.presenter.didTapStart() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [label, start])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 32, dy: 220)
        view.addSubview(stack)
    }
}

final class WelcomePresenter {

    private let member: Member
    private let session: AllotmentSession
    private let router: WelcomeRouter

    init(member: Member, session: AllotmentSession, router: WelcomeRouter) {
        self.member = member
        self.session = session
        self.router = router
    }

    var greeting: String {
        let plots = member.plotNumbers.map(String.init).joined(separator: " & ")
        return "Welcome, \(member.name)!\nYou look after plot \(plots). Water butts refill on Saturdays."
    }

    func didTapStart() {
        session.hasSeenWelcome = true
        router.openPlots(for: member)
    }
}

final class WelcomeRouter {

    weak var viewController: UIViewController?

    func openPlots(for member: Member) {
        guard let window = viewController?.view.window else { return }
        let plots = PlotsBuilder.build(member: member)
        window.rootViewController = UINavigationController(rootViewController: plots)
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }
}

enum WelcomeBuilder {

    static func build(member: Member, session: AllotmentSession) -> UIViewController {
        let view = WelcomeViewController()
        let router = WelcomeRouter()
        view.presenter = WelcomePresenter(member: member, session: session, router: router)
        router.viewController = view
        return view
    }
}
