import UIKit

protocol SettingsDisplayLogic: AnyObject {
    func displaySettings(viewModel: Settings.Load.ViewModel)
    func displaySaved(gardenName: String)
}

/// Lets the user rename the garden, turn watering reminders on or off and open the system notification settings.
/// Its configure() method wires up the scene's interactor, presenter and router.
final class SettingsViewController: UIViewController {
    var interactor: (SettingsBusinessLogic & SettingsDataStore)?
    var router: (NSObjectProtocol & SettingsRoutingLogic & SettingsDataPassing)?
    var onGardenRenamed: ((String) -> Void)?

    private let nameField = UITextField()
    private let remindersSwitch = UISwitch()
    private let summaryLabel = UILabel()
    private let saveButton = UIButton(type: .system)
    private let permissionsButton = UIButton(type: .system)

    static func configure() -> SettingsViewController {
        let viewController = SettingsViewController()
        viewController.setup()
        return viewController
    }

    private func setup() {
        let viewController = self
        let interactor = SettingsInteractor()
        let presenter = SettingsPresenter()
        let router = SettingsRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Garden name"
        summaryLabel.textColor = .secondaryLabel
        saveButton.setTitle("Save", for: .normal)
        saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
        permissionsButton.setTitle("Notification permissions…", for: .normal)
        permissionsButton.addTarget(self, action: #selector(permissionsTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [nameField, remindersSwitch, summaryLabel, saveButton, permissionsButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 14
        stack.frame = view.bounds.insetBy(dx: 24, dy: 60)
        view.addSubview(stack)
        interactor?.loadSettings(request: Settings.Load.Request())
    }

    @objc private func saveTapped() {
        let request = Settings.Save.Request(gardenName: nameField.text ?? "", remindersEnabled: remindersSwitch.isOn)
        interactor?.saveSettings(request: request)
    }

    @objc private func permissionsTapped() {
        router?.routeToSystemNotificationSettings()
    }
}

extension SettingsViewController: SettingsDisplayLogic {
    func displaySettings(viewModel: Settings.Load.ViewModel) {
        nameField.text = viewModel.gardenName
        remindersSwitch.isOn = viewModel.remindersEnabled
        summaryLabel.text = viewModel.reminderSummary
    }

    func displaySaved(gardenName: String) {
        summaryLabel.text = "Saved ✓"
        onGardenRenamed?(gardenName)
    }
}
