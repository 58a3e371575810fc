import UIKit

final class LogSightingViewController: UIViewController {
    var presenter: LogSightingPresenter!
    private let speciesField = UITextField()
    private let placeField = UITextField()
    private let countStepper = UIStepper()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "New sighting"
        speciesField.placeholder = "Species"
        placeField.placeholder = "Place"
        countStepper.minimumValue = 1
        let stack = UIStackView(arrangedSubviews: [speciesField, placeField, countStepper])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save,
                                                            target: self,
                                                            action: #selector(saveTapped))
    }

    @objc private func saveTapped() {
        presenter.save(species: speciesField.text ?? "", place: placeField.text ?? "", count: Int(countStepper.value))
    }
}

final class LogSightingPresenter {
    private let interactor: LogSightingInteractor

    init(interactor: LogSightingInteractor) {
        self.interactor = interactor
    }

    func save(species: String, place: String, count: Int) {
        interactor.record(species: species, place: place, count: count)
    }
}

final class LogSightingInteractor {
    private let journal: FieldJournal

    init(journal: FieldJournal) {
        self.journal = journal
    }

    func record(species: String, place: String, count: Int) {
        guard !species.isEmpty else { return }
        journal.add(Sighting(species: species, count: count, place: place, date: Date()))
    }
}

enum LogSightingBuilder {
    static func build(journal: FieldJournal) -> UIViewController {
        let view = LogSightingViewController()
        view.presenter = LogSightingPresenter(interactor: LogSightingInteractor(journal: journal))
        return view
    }
}
