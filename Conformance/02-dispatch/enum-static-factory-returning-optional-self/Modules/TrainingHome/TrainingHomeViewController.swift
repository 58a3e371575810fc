import UIKit

protocol TrainingHomeViewInput: AnyObject {
    func showTiles(_ titles: [String])
}

final class TrainingHomeViewController: UIViewController, TrainingHomeViewInput {

    var presenter: TrainingHomeViewOutput!
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Training"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func showTiles(_ titles: [String]) {
        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for (index, title) in titles.enumerated() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: title) { [weak self] _ in
                self?.presenter.didTapTile(at: index)
            })
            stack.addArrangedSubview(button)
        }
    }
}
