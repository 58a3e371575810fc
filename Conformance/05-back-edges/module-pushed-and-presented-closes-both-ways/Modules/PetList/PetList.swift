import UIKit

struct Pet {
    let id: Int
    let name: String
    let breed: String
    let age: Int
}

// MARK: - View

protocol PetListViewInput: AnyObject {
    func show(_ pets: [Pet])
}

final class PetListViewController: UITableViewController, PetListViewInput {
    var presenter: PetListPresenter!
    private var pets: [Pet] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Looking for a home"
        presenter.viewDidLoad()
    }

    func show(_ pets: [Pet]) {
        self.pets = pets
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = pets[indexPath.row].name
        cell.detailTextLabel?.text = "\(pets[indexPath.row].breed), \(pets[indexPath.row].age) y"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(pets[indexPath.row])
    }
}

// MARK: - Presenter

final class PetListPresenter {
    weak var view: PetListViewInput?
    var interactor: PetListInteractor!
    var router: PetListRouter!

    func viewDidLoad() {
        view?.show(interactor.adoptablePets())
    }

    func didSelect(_ pet: Pet) {
        router.openProfile(of: pet)
    }
}

// MARK: - Interactor

final class PetListInteractor {
    func adoptablePets() -> [Pet] {
        [
            Pet(id: 1, name: "Biscuit", breed: "Beagle mix", age: 3),
            Pet(id: 2, name: "Mochi", breed: "Domestic shorthair", age: 1),
            Pet(id: 3, name: "Captain", breed: "Greyhound", age: 6)
        ]
    }
}

// MARK: - Router

final class PetListRouter {
    weak var viewController: UIViewController?

    func openProfile(of pet: Pet) {
        let profile = PetProfileBuilder.build(pet: pet)
        viewController?.navigationController?.pushViewController(profile, animated: true)
    }
}

// MARK: - Builder

enum PetListBuilder {
    static func build() -> UIViewController {
        let view = PetListViewController()
        let presenter = PetListPresenter()
        let router = PetListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PetListInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
