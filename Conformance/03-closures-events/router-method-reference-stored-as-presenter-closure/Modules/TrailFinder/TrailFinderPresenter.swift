import Foundation

struct Trail {
    let id: Int
    let name: String
    let lengthKm: Double
}

final class TrailFinderPresenter {

    var onShowMap: ((Trail) -> Void)?
    var onShowConditions: ((Trail) -> Void)?

    let trails = [
        Trail(id: 7, name: "Ridge Loop", lengthKm: 11.4),
        Trail(id: 12, name: "Falls Spur", lengthKm: 3.2),
        Trail(id: 31, name: "Old Quarry Path", lengthKm: 6.8)
    ]

    func didSelectTrail(at index: Int) {
        onShowMap?(trails[index])
    }

    func didTapConditions(at index: Int) {
        onShowConditions?(trails[index])
    }
}
