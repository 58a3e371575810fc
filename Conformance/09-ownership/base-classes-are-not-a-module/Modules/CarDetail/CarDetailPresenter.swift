import Foundation

protocol CarDetailViewOutput: AnyObject {
    func viewDidLoad()
}

final class CarDetailPresenter: BasePresenter, CarDetailViewOutput {

    weak var view: CarDetailViewInput?
    private let car: Car

    init(car: Car) {
        self.car = car
        super.init(category: "car-detail")
    }

    func viewDidLoad() {
        screenDidAppear("CarDetail")
        view?.show(title: car.model, details: "Plate \(car.plate)\n€\(car.dailyRate) per day, unlimited km")
    }
}
