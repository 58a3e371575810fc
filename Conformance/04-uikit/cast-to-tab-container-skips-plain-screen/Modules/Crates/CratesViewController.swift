import UIKit

protocol CratesViewInput: AnyObject {
    func show(summary: String)
}

final class CratesViewController: UIViewController, CratesViewInput {

    var presenter: CratesViewOutput!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.textAlignment = .center
        summaryLabel.font = .preferredFont(forTextStyle: .title2)
        let restocksButton = UIButton(type: .system)
        restocksButton.setTitle("This week's restocks", for: .normal)
        restocksButton.addTarget(self, action: #selector(restocksTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [summaryLabel, restocksButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 24, dy: 240)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(summary: String) {
        summaryLabel.text = summary
    }

    @objc private func restocksTapped() {
        presenter.didTapRestocks()
    }
}
