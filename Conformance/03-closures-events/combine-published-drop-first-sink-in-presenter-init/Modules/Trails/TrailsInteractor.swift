import Foundation

final class TrailsInteractor {

    func loadTrails() -> [Trail] {
        [Trail(name: "Ridge loop", lengthKm: 11.5), Trail(name: "Lakeshore path", lengthKm: 6.2)]
    }
}
