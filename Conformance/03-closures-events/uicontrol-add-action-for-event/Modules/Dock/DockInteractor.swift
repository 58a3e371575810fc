import Foundation

struct DockedBike {
    let number: Int
    let isElectric: Bool
    let batteryPercent: Int?
}

protocol DockInteractorInput: AnyObject {
    var stationID: String { get }
    func dockedBikes(electricOnly: Bool) -> [DockedBike]
}

final class DockInteractor: DockInteractorInput {

    let stationID: String
    private let bikes = [
        DockedBike(number: 1042, isElectric: false, batteryPercent: nil),
        DockedBike(number: 2210, isElectric: true, batteryPercent: 81),
        DockedBike(number: 2214, isElectric: true, batteryPercent: 37),
        DockedBike(number: 1187, isElectric: false, batteryPercent: nil)
    ]

    init(stationID: String) {
        self.stationID = stationID
    }

    func dockedBikes(electricOnly: Bool) -> [DockedBike] {
        electricOnly ? bikes.filter(\.isElectric) : bikes
    }
}
