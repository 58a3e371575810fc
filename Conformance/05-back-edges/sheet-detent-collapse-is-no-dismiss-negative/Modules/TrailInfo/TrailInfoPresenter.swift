import Foundation

final class TrailInfoPresenter {

    var router: TrailInfoRouter!
    let trail: Trail
    private(set) var startedAt: Date?

    init(trail: Trail) {
        self.trail = trail
    }

    func didTapStart() {
        startedAt = Date()
        router.collapseToMap()
    }
}
