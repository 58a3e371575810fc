import UIKit

protocol ApplianceDetailViewInput: AnyObject {
    func show(name: String, model: String, canClaim: Bool)
}

final class ApplianceDetailViewController: UIViewController, ApplianceDetailViewInput {
    var presenter: ApplianceDetailPresenter!
    private let modelLabel = UILabel()
    private let manualButton = UIButton(type: .system)
    private let claimButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        manualButton.setTitle("Read the manual", for: .normal)
        manualButton.addTarget(self, action: #selector(manualTapped), for: .touchUpInside)
        claimButton.setTitle("File a warranty claim", for: .normal)
        claimButton.addTarget(self, action: #selector(claimTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [modelLabel, manualButton, claimButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(name: String, model: String, canClaim: Bool) {
        title = name
        modelLabel.text = "Model \(model)"
        claimButton.isEnabled = canClaim
    }

    @objc private func manualTapped() {
        presenter.didTapManual()
    }

    @objc private func claimTapped() {
        presenter.didTapClaim()
    }
}
