import SwiftUI

final class TankRouter {
    func makeWaterQualityHeader(tankID: String) -> AnyView {
        AnyView(WaterQualityBuilder.build(tankID: tankID))
    }
}
