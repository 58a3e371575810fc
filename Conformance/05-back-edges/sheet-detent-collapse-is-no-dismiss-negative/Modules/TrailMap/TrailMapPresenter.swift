import CoreLocation

struct Trail {
    let name: String
    let lengthKm: Double
    let ascentM: Int
    let trailhead: CLLocationCoordinate2D
}

final class TrailMapPresenter {

    var router: TrailMapRouter!

    let trails = [
        Trail(name: "Ridge Loop", lengthKm: 11.4, ascentM: 620,
              trailhead: CLLocationCoordinate2D(latitude: 46.558, longitude: 7.936)),
        Trail(name: "Lakeside Path", lengthKm: 6.2, ascentM: 90,
              trailhead: CLLocationCoordinate2D(latitude: 46.571, longitude: 7.905))
    ]

    func didSelectTrail(named name: String) {
        guard let trail = trails.first(where: { $0.name == name }) else { return }
        router.showInfo(for: trail)
    }
}
