import UIKit

struct Destination: Hashable {
    let city: String
    let country: String
}

// MARK: - View

protocol DestinationsDisplayLogic: AnyObject {
    func display(_ destinations: [Destination])
}

final class DestinationsViewController: UICollectionViewController, DestinationsDisplayLogic {
    var presenter: DestinationsPresenterProtocol!
    private var destinations: [Destination] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Where to?"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Destination")
        presenter.viewDidLoad()
    }

    func display(_ destinations: [Destination]) {
        self.destinations = destinations
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        destinations.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Destination", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = destinations[indexPath.item].city
        content.secondaryText = destinations[indexPath.item].country
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelect(destinations[indexPath.item])
    }
}

// MARK: - Presenter

protocol DestinationsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelect(_ destination: Destination)
}

final class DestinationsPresenter: DestinationsPresenterProtocol {
    weak var view: DestinationsDisplayLogic?
    var interactor: DestinationsInteractor!
    var router: DestinationsRouter!

    func viewDidLoad() {
        view?.display(interactor.popularDestinations())
    }

    func didSelect(_ destination: Destination) {
        router.routeToItinerary(for: destination)
    }
}

// MARK: - Interactor

final class DestinationsInteractor {
    func popularDestinations() -> [Destination] {
        [
            Destination(city: "Lisbon", country: "Portugal"),
            Destination(city: "Kyoto", country: "Japan"),
            Destination(city: "Cusco", country: "Peru")
        ]
    }
}

// MARK: - Router

final class DestinationsRouter {
    weak var viewController: UIViewController?

    func routeToItinerary(for destination: Destination) {
        let itinerary = ItineraryConfigurator.makeModule(destination: destination)
        viewController?.show(itinerary, sender: self)
    }
}

// MARK: - Configurator

enum DestinationsConfigurator {
    static func makeModule() -> UIViewController {
        let view = DestinationsViewController()
        let presenter = DestinationsPresenter()
        let interactor = DestinationsInteractor()
        let router = DestinationsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
