import UIKit

// MARK: - View

protocol FavoritesViewInput: AnyObject {
    func show(_ pets: [Pet])
}

final class FavoritesViewController: UICollectionViewController, FavoritesViewInput {
    var presenter: FavoritesPresenter!
    private var pets: [Pet] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favourites"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Pet")
        presenter.viewDidLoad()
    }

    func show(_ pets: [Pet]) {
        self.pets = pets
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        pets.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Pet", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = pets[indexPath.item].name
        content.image = UIImage(systemName: "heart.fill")
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelect(pets[indexPath.item])
    }
}

// MARK: - Presenter

final class FavoritesPresenter {
    weak var view: FavoritesViewInput?
    var interactor: FavoritesInteractor!
    var router: FavoritesRouter!

    func viewDidLoad() {
        view?.show(interactor.favourites())
    }

    func didSelect(_ pet: Pet) {
        router.showProfile(of: pet)
    }
}

// MARK: - Interactor

final class FavoritesInteractor {
    func favourites() -> [Pet] {
        [Pet(id: 2, name: "Mochi", breed: "Domestic shorthair", age: 1)]
    }
}

// MARK: - Router

final class FavoritesRouter {
    weak var viewController: UIViewController?

    func showProfile(of pet: Pet) {
        let profile = PetProfileBuilder.build(pet: pet)
        profile.modalPresentationStyle = .pageSheet
        viewController?.present(profile, animated: true)
    }
}

// MARK: - Builder

enum FavoritesBuilder {
    static func build() -> UIViewController {
        let view = FavoritesViewController()
        let presenter = FavoritesPresenter()
        let router = FavoritesRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = FavoritesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
