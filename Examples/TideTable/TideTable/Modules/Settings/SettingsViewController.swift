import UIKit

/// Shows the units the app uses and a Done button.
final class SettingsViewController: UIViewController, SettingsViewInput {
    var output: SettingsViewOutput?
    private let unitsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.addSubview(unitsLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        output?.viewDidLoad()
    }

    func show(units: String) {
        unitsLabel.text = units
    }

    @objc private func doneTapped() {
        output?.didTapDone()
    }
}
