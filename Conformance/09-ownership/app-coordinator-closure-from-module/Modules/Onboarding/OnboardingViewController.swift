import UIKit

final class OnboardingViewController: UIViewController {

    var presenter: OnboardingViewOutput!
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.font = .preferredFont(forTextStyle: .title2)
        messageLabel.text = presenter.message
        let startButton = UIButton(type: .system)
        startButton.setTitle("Start reading", for: .normal)
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [messageLabel, startButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 32, dy: 220)
        view.addSubview(stack)
    }

    @objc private func startTapped() {
        presenter.didTapStart()
    }
}
