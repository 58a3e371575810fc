import UIKit

final class GarageDetailViewController: UIViewController {
    var output: GarageDetailPresenter?
    private let reserveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        reserveButton.setTitle("Reserve a spot", for: .normal)
        reserveButton.addTarget(self, action: #selector(reserveTapped), for: .touchUpInside)
        view.addSubview(reserveButton)
    }

    @objc private func reserveTapped() {
        output?.didTapReserve()
    }
}

final class GarageDetailPresenter {
    weak var view: GarageDetailViewController?
    var interactor: GarageDetailInteractor!
    var router: GarageDetailRouter!

    func didTapReserve() {
        interactor.reserve { [weak self] success in
            if success {
                self?.router.close()
            }
        }
    }
}

final class GarageDetailInteractor {
    private let garageID: Int

    init(garageID: Int) {
        self.garageID = garageID
    }

    func reserve(completion: @escaping (Bool) -> Void) {
        completion(true)
    }
}

final class GarageDetailRouter {
    weak var viewController: UIViewController?

    func close() {
        _ = viewController?.navigationController?.popViewController(animated: true)
    }
}

enum GarageDetailBuilder {
    static func build(garageID: Int) -> UIViewController {
        let view = GarageDetailViewController()
        let presenter = GarageDetailPresenter()
        let router = GarageDetailRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = GarageDetailInteractor(garageID: garageID)
        presenter.router = router
        router.viewController = view
        return view
    }
}
