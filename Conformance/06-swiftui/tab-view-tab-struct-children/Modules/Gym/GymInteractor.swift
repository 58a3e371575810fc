import Foundation

final class GymInteractor {
    private let wall: WallService

    init(wall: WallService) {
        self.wall = wall
    }

    func routesSetThisWeek() async -> Int {
        let weekAgo = Date.now.addingTimeInterval(-86_400 * 7)
        return await wall.routes().filter { $0.setOn > weekAgo }.count
    }
}
