import UIKit

protocol OverviewViewInput: AnyObject {
    func show(balance: String)
}

final class OverviewViewController: UIViewController, OverviewViewInput {

    var presenter: OverviewViewOutput!
    private let balanceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "This month"
        view.backgroundColor = .systemBackground
        balanceLabel.font = .systemFont(ofSize: 40, weight: .semibold)
        balanceLabel.textAlignment = .center
        balanceLabel.frame = view.bounds.insetBy(dx: 20, dy: 240)
        view.addSubview(balanceLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gearshape"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(settingsTapped))
        presenter.viewDidLoad()
    }

    func show(balance: String) {
        balanceLabel.text = balance
    }

    @objc private func settingsTapped() {
        presenter.didTapSettings()
    }
}
