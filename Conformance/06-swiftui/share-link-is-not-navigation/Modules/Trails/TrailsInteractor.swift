import Foundation

final class TrailsInteractor {
    private let guidebook: Guidebook

    init(guidebook: Guidebook) {
        self.guidebook = guidebook
    }

    func trails(loopsOnly: Bool) async -> [Trail] {
        let all = await guidebook.trails()
        return loopsOnly ? all.filter(\.loop) : all
    }
}
