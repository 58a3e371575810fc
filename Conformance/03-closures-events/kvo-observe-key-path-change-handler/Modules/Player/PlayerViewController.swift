import UIKit

protocol PlayerViewInput: AnyObject {
    func showStation(name: String, callSign: String)
    func showBuffering(_ buffering: Bool)
}

final class PlayerViewController: UIViewController, PlayerViewInput {

    var presenter: PlayerViewOutput!
    private let nameLabel = UILabel()
    private let callSignLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let stopButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .largeTitle)
        callSignLabel.textColor = .secondaryLabel
        stopButton.setImage(UIImage(systemName: "stop.circle.fill"), for: .normal)
        stopButton.addTarget(self, action: #selector(stopTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [nameLabel, callSignLabel, spinner, stopButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        presenter.viewDidLoad()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            presenter.viewDidClose()
        }
    }

    func showStation(name: String, callSign: String) {
        nameLabel.text = name
        callSignLabel.text = callSign
    }

    func showBuffering(_ buffering: Bool) {
        buffering ? spinner.startAnimating() : spinner.stopAnimating()
    }

    @objc private func stopTapped() {
        presenter.didTapStop()
    }
}
