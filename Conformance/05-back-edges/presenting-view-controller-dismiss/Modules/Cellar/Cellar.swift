import UIKit

struct Bottle {
    let name: String
    let vintage: Int
    let colour: WineColour
}

enum WineColour: String, CaseIterable {
    case red, white, rosé, sparkling
}

// MARK: - View

protocol CellarViewInput: AnyObject {
    func show(_ bottles: [Bottle])
}

final class CellarViewController: UITableViewController, CellarViewInput {
    var presenter: CellarPresenter!
    private var bottles: [Bottle] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cellar"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "line.3.horizontal.decrease.circle"),
            style: .plain,
            target: self,
            action: #selector(filterTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func filterTapped() {
        presenter.didTapFilter()
    }

    func show(_ bottles: [Bottle]) {
        self.bottles = bottles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        bottles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = bottles[indexPath.row].name
        cell.detailTextLabel?.text = String(bottles[indexPath.row].vintage)
        return cell
    }
}

// MARK: - Presenter

final class CellarPresenter {
    weak var view: CellarViewInput?
    var interactor: CellarInteractor!
    var router: CellarRouter!
    private var colours = Set(WineColour.allCases)

    func viewDidLoad() {
        reload()
    }

    func didTapFilter() {
        router.openFilter(selected: colours) { [weak self] colours in
            self?.colours = colours
            self?.reload()
        }
    }

    private func reload() {
        view?.show(interactor.bottles(colours: colours))
    }
}

// MARK: - Interactor

final class CellarInteractor {
    private let all = [
        Bottle(name: "Barolo Cannubi", vintage: 2016, colour: .red),
        Bottle(name: "Chablis Premier Cru", vintage: 2020, colour: .white),
        Bottle(name: "Tavel", vintage: 2022, colour: .rosé),
        Bottle(name: "Crémant de Loire", vintage: 2019, colour: .sparkling)
    ]

    func bottles(colours: Set<WineColour>) -> [Bottle] {
        all.filter { colours.contains($0.colour) }
    }
}

// MARK: - Router

final class CellarRouter {
    weak var viewController: UIViewController?

    func openFilter(selected: Set<WineColour>, onApply: @escaping (Set<WineColour>) -> Void) {
        let filter = BottleFilterBuilder.build(selected: selected, onApply: onApply)
        filter.sheetPresentationController?.detents = [.medium()]
        viewController?.present(filter, animated: true)
    }
}

// MARK: - Builder

enum CellarBuilder {
    static func build() -> UIViewController {
        let view = CellarViewController()
        let presenter = CellarPresenter()
        let router = CellarRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = CellarInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
