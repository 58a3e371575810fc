import UIKit

// MARK: - View

final class SightingDetailViewController: UIViewController {

    var presenter: SightingDetailPresenter!
    private let notesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        notesLabel.numberOfLines = 0
        notesLabel.frame = view.bounds.insetBy(dx: 24, dy: 140)
        notesLabel.text = presenter.notes
        view.addSubview(notesLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "book"),
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapFieldGuide() }
        )
    }
}

// MARK: - Presenter

final class SightingDetailPresenter {

    var router: SightingDetailRouter!
    private let sighting: Sighting

    init(sighting: Sighting) {
        self.sighting = sighting
    }

    var title: String { sighting.species }
    var notes: String { "\(sighting.count) seen at \(sighting.place)." }

    func didTapFieldGuide() {
        router.openSpecies(named: sighting.species)
    }
}

// MARK: - Router

final class SightingDetailRouter {

    weak var viewController: UIViewController?

    func openSpecies(named name: String) {
        let species = SpeciesBuilder.build(name: name)
        viewController?.navigationController?.pushViewController(species, animated: true)
    }
}

// MARK: - Builder

enum SightingDetailBuilder {

    static func build(sighting: Sighting) -> UIViewController {
        let view = SightingDetailViewController()
        let presenter = SightingDetailPresenter(sighting: sighting)
        let router = SightingDetailRouter()
        view.presenter = presenter
        presenter.router = router
        router.viewController = view
        return view
    }
}
