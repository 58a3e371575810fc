import Foundation

struct City: Codable, Equatable {
    let name: String
    let latitude: Double
    let longitude: Double
}

protocol CitiesInteractorInput: AnyObject {
    func savedCities() -> [City]
    func save(_ city: City)
}

final class CitiesInteractor: CitiesInteractorInput {

    private let defaults = UserDefaults.standard
    private let key = "savedCities"

    func savedCities() -> [City] {
        guard let data = defaults.data(forKey: key) else { return [] }
        return (try? JSONDecoder().decode([City].self, from: data)) ?? []
    }

    func save(_ city: City) {
        var cities = savedCities()
        guard !cities.contains(city) else { return }
        cities.append(city)
        defaults.set(try? JSONEncoder().encode(cities), forKey: key)
    }
}
