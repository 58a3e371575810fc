import UIKit

// MARK: - View

final class AdoptionFormViewController: UIViewController {

    var presenter: AdoptionFormPresenter!
    private let nameField = UITextField()
    private let gardenSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        nameField.placeholder = "Your full name"
        nameField.borderStyle = .roundedRect
        nameField.frame = CGRect(x: 20, y: 140, width: 330, height: 44)
        gardenSwitch.frame.origin = CGPoint(x: 20, y: 200)
        view.addSubview(nameField)
        view.addSubview(gardenSwitch)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapCancel() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send",
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.presenter.didTapSend(name: self.nameField.text ?? "", hasGarden: self.gardenSwitch.isOn)
            }
        )
    }
}

// MARK: - Presenter

final class AdoptionFormPresenter {

    var interactor: AdoptionFormInteractor!
    var onSubmitted: ((String) -> Void)?
    var onCancel: (() -> Void)?
    private let animal: Animal

    init(animal: Animal) {
        self.animal = animal
    }

    var title: String { "Adopt \(animal.name)" }

    func didTapSend(name: String, hasGarden: Bool) {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        let applicationID = interactor.submit(applicant: name, hasGarden: hasGarden, animal: animal)
        onSubmitted?(applicationID)
    }

    func didTapCancel() {
        onCancel?()
    }
}

// MARK: - Interactor

final class AdoptionFormInteractor {

    func submit(applicant: String, hasGarden: Bool, animal: Animal) -> String {
        let id = "APP-\(Int.random(in: 1000...9999))"
        UserDefaults.standard.set([applicant, animal.name, hasGarden ? "garden" : "no garden"], forKey: id)
        return id
    }
}

// MARK: - Builder

enum AdoptionFormBuilder {

    static func build(animal: Animal,
                      onSubmitted: @escaping (String) -> Void,
                      onCancel: @escaping () -> Void) -> UIViewController {
        let view = AdoptionFormViewController()
        let presenter = AdoptionFormPresenter(animal: animal)
        view.presenter = presenter
        presenter.interactor = AdoptionFormInteractor()
        presenter.onSubmitted = onSubmitted
        presenter.onCancel = onCancel
        return view
    }
}
