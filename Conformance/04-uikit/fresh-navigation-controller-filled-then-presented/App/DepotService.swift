import Foundation

struct Van {
    let registration: String
    let model: String
    var mileage: Int
    var photoCount: Int
}

final class DepotService {
    private(set) var vans: [Van] = [
        Van(registration: "LK71 VDX", model: "Ford Transit Custom", mileage: 48_210, photoCount: 4),
        Van(registration: "YR20 HFP", model: "Renault Master", mileage: 91_004, photoCount: 2)
    ]

    func add(_ van: Van) {
        vans.append(van)
    }
}
