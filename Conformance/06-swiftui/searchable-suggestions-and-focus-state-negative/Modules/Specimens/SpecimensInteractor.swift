import Foundation

final class SpecimensInteractor {
    private let herbarium: Herbarium

    init(herbarium: Herbarium) {
        self.herbarium = herbarium
    }

    func specimens() async -> [Specimen] {
        await herbarium.specimens()
    }

    func families() async -> [String] {
        await herbarium.families()
    }
}
