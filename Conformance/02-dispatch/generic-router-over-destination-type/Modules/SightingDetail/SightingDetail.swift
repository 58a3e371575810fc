import UIKit

enum SightingDetailDestination: RouteDestination {
    case guide(species: String)

    var transition: Transition { .push }

    func makeScreen() -> UIViewController {
        switch self {
        case .guide(let species): return BirdGuideBuilder.build(species: species)
        }
    }
}

final class SightingDetailViewController: UIViewController {
    var presenter: SightingDetailPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(summaryLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Field guide", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapFieldGuide()
        })
        presenter.viewDidLoad()
    }

    func show(title: String, summary: String) {
        self.title = title
        summaryLabel.text = summary
    }
}

final class SightingDetailPresenter {
    weak var view: SightingDetailViewController?
    private let sighting: Sighting
    private let router: Router<SightingDetailDestination>

    init(sighting: Sighting, router: Router<SightingDetailDestination>) {
        self.sighting = sighting
        self.router = router
    }

    func viewDidLoad() {
        let date = sighting.date.formatted(date: .abbreviated, time: .shortened)
        view?.show(title: sighting.species, summary: "\(sighting.count) seen at \(sighting.place), \(date)")
    }

    func didTapFieldGuide() {
        router.navigate(to: .guide(species: sighting.species))
    }
}

enum SightingDetailBuilder {
    static func build(sighting: Sighting) -> UIViewController {
        let view = SightingDetailViewController()
        let router = Router<SightingDetailDestination>()
        let presenter = SightingDetailPresenter(sighting: sighting, router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
