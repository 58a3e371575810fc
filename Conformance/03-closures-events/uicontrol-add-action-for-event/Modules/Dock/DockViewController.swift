import UIKit

protocol DockViewInput: AnyObject {
    func show(availability: String)
}

final class DockViewController: UIViewController, DockViewInput {

    var presenter: DockViewOutput!
    private let availabilityLabel = UILabel()
    private let electricSwitch = UISwitch()
    private let rentButton = UIButton(type: .system)
    private let reportButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dock"
        view.backgroundColor = .systemBackground

        availabilityLabel.font = .preferredFont(forTextStyle: .headline)
        availabilityLabel.numberOfLines = 0

        electricSwitch.addAction(UIAction { [weak self] action in
            guard let toggle = action.sender as? UISwitch else { return }
            self?.presenter.didToggleElectricOnly(toggle.isOn)
        }, for: .valueChanged)

        rentButton.setTitle("Rent a bike", for: .normal)
        rentButton.titleLabel?.font = .preferredFont(forTextStyle: .title2)
        rentButton.addAction(UIAction { [weak self] _ in
            self?.presenter.didTapRent()
        }, for: .touchUpInside)

        reportButton.setTitle("Report a damaged bike", for: .normal)
        reportButton.tintColor = .systemRed
        reportButton.addAction(UIAction { [weak self] _ in
            self?.presenter.didTapReportDamage()
        }, for: .primaryActionTriggered)

        let electricRow = UIStackView(arrangedSubviews: [UILabel.electricOnlyCaption(), electricSwitch])
        electricRow.spacing = 8

        let stack = UIStackView(arrangedSubviews: [availabilityLabel, electricRow, rentButton, reportButton])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])

        presenter.viewDidLoad()
    }

    func show(availability: String) {
        availabilityLabel.text = availability
    }
}

private extension UILabel {

    static func electricOnlyCaption() -> UILabel {
        let label = UILabel()
        label.text = "E-bikes only"
        return label
    }
}
