import UIKit

protocol VehiclesDisplayLogic: AnyObject {
    func displayVehicles(_ lines: [String])
}

final class VehiclesViewController: UIViewController, VehiclesDisplayLogic {
    var interactor: VehiclesInteractor?
    private let listLabel = UILabel()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        let interactor = VehiclesInteractor()
        let presenter = VehiclesPresenter()
        self.interactor = interactor
        interactor.presenter = presenter
        presenter.viewController = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My cars"
        view.backgroundColor = .systemBackground
        listLabel.numberOfLines = 0
        listLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(listLabel)
        interactor?.fetchVehicles()
    }

    func displayVehicles(_ lines: [String]) {
        listLabel.text = lines.joined(separator: "\n")
    }
}

final class VehiclesInteractor {
    var presenter: VehiclesPresenter?

    func fetchVehicles() {
        presenter?.presentVehicles([("VW Golf", 48_200), ("Honda Jazz", 91_350)])
    }
}

final class VehiclesPresenter {
    weak var viewController: VehiclesDisplayLogic?

    func presentVehicles(_ vehicles: [(model: String, km: Int)]) {
        viewController?.displayVehicles(vehicles.map { "\($0.model) · \($0.km) km" })
    }
}
