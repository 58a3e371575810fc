import UIKit

protocol AddPlantViewInput: AnyObject {
    func showSpecies(_ species: String)
    func showMissingFields()
}

final class AddPlantViewController: UIViewController, AddPlantViewInput {

    var presenter: AddPlantViewOutput!

    private let nicknameField = UITextField()
    private let speciesButton = UIButton(configuration: .gray())
    private let intervalStepper = UIStepper()
    private let intervalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New plant"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapCancel() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .save,
            primaryAction: UIAction { [weak self] _ in self?.saveTapped() }
        )

        nicknameField.placeholder = "Nickname"
        nicknameField.borderStyle = .roundedRect
        speciesButton.setTitle("Choose species", for: .normal)
        speciesButton.addAction(UIAction { [weak self] _ in self?.presenter.didTapChooseSpecies() }, for: .touchUpInside)
        intervalStepper.minimumValue = 1
        intervalStepper.maximumValue = 30
        intervalStepper.value = 7
        intervalStepper.addAction(UIAction { [weak self] _ in self?.updateIntervalLabel() }, for: .valueChanged)
        updateIntervalLabel()

        let stack = UIStackView(arrangedSubviews: [nicknameField, speciesButton, intervalLabel, intervalStepper])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
    }

    private func updateIntervalLabel() {
        intervalLabel.text = "Water every \(Int(intervalStepper.value)) days"
    }

    private func saveTapped() {
        presenter.didTapSave(nickname: nicknameField.text ?? "", wateringIntervalDays: Int(intervalStepper.value))
    }

    func showSpecies(_ species: String) {
        speciesButton.setTitle(species, for: .normal)
    }

    func showMissingFields() {
        nicknameField.layer.borderColor = UIColor.systemRed.cgColor
        nicknameField.layer.borderWidth = 1
    }
}
