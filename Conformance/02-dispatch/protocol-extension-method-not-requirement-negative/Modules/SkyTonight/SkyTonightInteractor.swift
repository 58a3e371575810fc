import Foundation

final class SkyTonightInteractor {
    let site: ObservingSite

    init(site: ObservingSite) {
        self.site = site
    }

    func visibleConstellations() -> [Constellation] {
        let all = [
            Constellation(name: "Orion", brightestStar: "Rigel", altitude: 38),
            Constellation(name: "Cassiopeia", brightestStar: "Schedar", altitude: 61),
            Constellation(name: "Scorpius", brightestStar: "Antares", altitude: -12)
        ]
        return all.filter { $0.altitude > 10 }
    }
}
