import UIKit

final class TrailInfoViewController: UIViewController {

    var presenter: TrailInfoPresenter!
    private let nameLabel = UILabel()
    private let statsLabel = UILabel()
    private let startButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.text = presenter.trail.name
        statsLabel.text = "\(presenter.trail.lengthKm) km · ↑\(presenter.trail.ascentM) m"
        startButton.setTitle("Start hike", for: .normal)
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [nameLabel, statsLabel, startButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 140)
        view.addSubview(stack)
    }

    @objc private func startTapped() {
        presenter.didTapStart()
    }
}
