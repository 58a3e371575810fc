import UIKit

enum LogSightingDestination: RouteDestination {
    case identify(species: String)

    var transition: Transition { .push }

    func makeScreen() -> UIViewController {
        switch self {
        case .identify(let species): return BirdGuideBuilder.build(species: species)
        }
    }
}

final class LogSightingViewController: UIViewController, UITextFieldDelegate {
    var presenter: LogSightingPresenter!
    private let speciesField = UITextField()
    private let placeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New sighting"
        view.backgroundColor = .systemGroupedBackground
        speciesField.placeholder = "Species"
        placeField.placeholder = "Where"
        let identifyButton = UIButton(type: .system, primaryAction: UIAction(title: "Not sure? Open the field guide") { [weak self] _ in
            self?.presenter.didTapIdentify(speciesGuess: self?.speciesField.text ?? "")
        })
        let stack = UIStackView(arrangedSubviews: [speciesField, placeField, identifyButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(stack)
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapCancel()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.presenter.didTapSave(species: self.speciesField.text ?? "", place: self.placeField.text ?? "")
        })
    }
}

final class LogSightingPresenter {
    weak var view: LogSightingViewController?
    private let interactor: LogSightingInteractor
    private let router: Router<LogSightingDestination>

    init(interactor: LogSightingInteractor, router: Router<LogSightingDestination>) {
        self.interactor = interactor
        self.router = router
    }

    func didTapIdentify(speciesGuess: String) {
        router.navigate(to: .identify(species: speciesGuess))
    }

    func didTapSave(species: String, place: String) {
        guard !species.isEmpty else { return }
        interactor.log(species: species, place: place)
        router.close()
    }

    func didTapCancel() {
        router.close()
    }
}

final class LogSightingInteractor {
    private let store: SightingStore

    init(store: SightingStore = .shared) {
        self.store = store
    }

    func log(species: String, place: String) {
        store.add(Sighting(species: species, place: place, date: Date(), count: 1))
    }
}

enum LogSightingBuilder {
    static func build() -> UIViewController {
        let view = LogSightingViewController()
        let router = Router<LogSightingDestination>()
        let presenter = LogSightingPresenter(interactor: LogSightingInteractor(), router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
