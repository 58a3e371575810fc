import Foundation

protocol CitySearchInteractorInput: AnyObject {
    func cities(matching query: String) -> [City]
}

final class CitySearchInteractor: CitySearchInteractorInput {

    private let gazetteer: [City] = [
        City(name: "Bergen", latitude: 60.39, longitude: 5.32),
        City(name: "Valparaíso", latitude: -33.05, longitude: -71.62),
        City(name: "Hobart", latitude: -42.88, longitude: 147.33)
    ]

    func cities(matching query: String) -> [City] {
        guard !query.isEmpty else { return [] }
        return gazetteer.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }
}
