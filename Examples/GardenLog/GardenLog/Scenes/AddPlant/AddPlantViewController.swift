import UIKit

protocol AddPlantDisplayLogic: AnyObject {
    func displayForm(viewModel: AddPlant.Load.ViewModel)
    func displaySaveSucceeded()
    func displaySaveFailed(viewModel: AddPlant.Save.ViewModel)
}

/// Shows the form for a new plant: name, species, photo link and how often it needs water.
/// Its configure() method wires up the scene's interactor, presenter and router.
final class AddPlantViewController: UIViewController {
    var interactor: (AddPlantBusinessLogic & AddPlantDataStore)?
    var router: (NSObjectProtocol & AddPlantRoutingLogic & AddPlantDataPassing)?

    private let nameField = UITextField()
    private let speciesField = UITextField()
    private let photoField = UITextField()
    private let intervalLabel = UILabel()
    private let intervalStepper = UIStepper()

    static func configure() -> AddPlantViewController {
        let viewController = AddPlantViewController()
        viewController.setup()
        return viewController
    }

    private func setup() {
        let viewController = self
        let interactor = AddPlantInteractor()
        let presenter = AddPlantPresenter()
        let router = AddPlantRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Plant"; view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
        zip([nameField, speciesField, photoField], ["Name", "Species (optional)", "Photo URL (optional)"])
            .forEach { field, placeholder in field.placeholder = placeholder }
        intervalStepper.addTarget(self, action: #selector(intervalChanged), for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [nameField, speciesField, photoField, intervalLabel, intervalStepper])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(stack)
        interactor?.loadForm(request: AddPlant.Load.Request())
    }

    @objc private func intervalChanged() {
        intervalLabel.text = "Water every \(Int(intervalStepper.value)) day(s)"
    }

    @objc private func cancelTapped() {
        router?.routeToPlantList()
    }

    @objc private func saveTapped() {
        let draft = PlantDraft(
            name: nameField.text ?? "",
            species: speciesField.text ?? "",
            wateringIntervalDays: Int(intervalStepper.value),
            photoLink: photoField.text
        )
        interactor?.savePlant(request: AddPlant.Save.Request(draft: draft))
    }
}

extension AddPlantViewController: AddPlantDisplayLogic {
    func displayForm(viewModel: AddPlant.Load.ViewModel) {
        intervalStepper.minimumValue = viewModel.minimum
        intervalStepper.maximumValue = viewModel.maximum
        intervalStepper.value = viewModel.value
        intervalLabel.text = viewModel.intervalText
    }

    func displaySaveSucceeded() {
        router?.routeToPlantList()
    }

    func displaySaveFailed(viewModel: AddPlant.Save.ViewModel) {
        let alert = UIAlertController(title: "Can't save", message: viewModel.errorMessage, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
