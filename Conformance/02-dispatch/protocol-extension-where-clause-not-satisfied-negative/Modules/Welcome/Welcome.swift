import UIKit

final class WelcomeViewController: UIViewController {
    var presenter: WelcomePresenter!
    private let pitchLabel = UILabel()
    private let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        pitchLabel.numberOfLines = 0
        pitchLabel.textAlignment = .center
        pitchLabel.text = presenter.pitch
        startButton.setTitle("Start my journal", for: .normal)
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [pitchLabel, startButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 32, dy: 220)
        view.addSubview(stack)
    }

    @objc private func startTapped() {
        presenter.didTapStart()
    }
}

final class WelcomePresenter {
    private let router: WelcomeRouter

    init(router: WelcomeRouter) {
        self.router = router
    }

    let pitch = "One tap a day. See how your weeks really feel."

    func didTapStart() {
        router.finishOnboarding()
    }
}

final class WelcomeRouter: OnboardingFinishing {
    weak var viewController: UIViewController?
}

enum WelcomeBuilder {
    static func build() -> UIViewController {
        let view = WelcomeViewController()
        let router = WelcomeRouter()
        view.presenter = WelcomePresenter(router: router)
        router.viewController = view
        return view
    }
}
