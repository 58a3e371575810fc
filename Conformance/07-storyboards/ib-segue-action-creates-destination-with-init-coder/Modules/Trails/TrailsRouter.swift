import Foundation

final class TrailsRouter {
    func makeTrailMap(coder: NSCoder, trail: Trail) -> TrailMapViewController? {
        TrailMapBuilder.build(coder: coder, trail: trail)
    }
}
