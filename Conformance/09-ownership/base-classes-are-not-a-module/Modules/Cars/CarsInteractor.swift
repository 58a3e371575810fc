import Foundation

struct Car {
    let plate: String
    let model: String
    let dailyRate: Int
}

protocol CarsInteractorInput: AnyObject {
    func fetchAvailableCars()
}

protocol CarsInteractorOutput: AnyObject {
    func didFetch(_ cars: [Car])
}

final class CarsInteractor: CarsInteractorInput {

    weak var output: CarsInteractorOutput?

    func fetchAvailableCars() {
        output?.didFetch([
            Car(plate: "KA-4821", model: "Renault Zoe", dailyRate: 39),
            Car(plate: "KA-1177", model: "Skoda Octavia Estate", dailyRate: 54),
            Car(plate: "KA-9033", model: "VW California", dailyRate: 119)
        ])
    }
}
