import UIKit

protocol CarsRouterInput: AnyObject {
    func openCar(_ car: Car)
}

final class CarsRouter: BaseRouter, CarsRouterInput {

    func openCar(_ car: Car) {
        let detail = CarDetailBuilder.build(car: car)
        navigationController?.pushViewController(detail, animated: true)
    }
}
