import Foundation

protocol CarsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectCar(at index: Int)
}

final class CarsPresenter: BasePresenter, CarsViewOutput, CarsInteractorOutput {

    weak var view: CarsViewInput?
    private let interactor: CarsInteractorInput
    private let router: CarsRouterInput
    private var cars: [Car] = []

    init(interactor: CarsInteractorInput, router: CarsRouterInput) {
        self.interactor = interactor
        self.router = router
        super.init(category: "cars")
    }

    func viewDidLoad() {
        screenDidAppear("Cars")
        view?.setLoading(true)
        interactor.fetchAvailableCars()
    }

    func didFetch(_ cars: [Car]) {
        self.cars = cars
        view?.setLoading(false)
        view?.show(cars)
    }

    func didSelectCar(at index: Int) {
        router.openCar(cars[index])
    }
}
