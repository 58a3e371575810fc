import Foundation

final class TeaOfTheDayInteractor {
    private let catalog: TeaCatalog

    init(catalog: TeaCatalog) {
        self.catalog = catalog
    }

    func featuredTea() async -> Tea {
        await catalog.teaOfTheDay()
    }
}
