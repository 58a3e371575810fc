import Foundation

final class SkyInteractor {
    private let almanac: SkyAlmanac

    init(almanac: SkyAlmanac) {
        self.almanac = almanac
    }

    func tonight() async -> [CelestialObject] {
        await almanac.visibleTonight().sorted { $0.magnitude < $1.magnitude }
    }
}
