import Foundation

final class SkyTonightInteractor {
    private let sky: SkyService

    init(sky: SkyService) {
        self.sky = sky
    }

    func visibleConstellations() async -> [VisibleConstellation] {
        await sky.visibleTonight(latitude: 52.5).filter { $0.altitude > 10 }
    }
}
