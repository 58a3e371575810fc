import CoreLocation
import Foundation

struct Hotel: Equatable {
    let name: String
    let city: String
    let nightlyRate: Int
    let stars: Int
    let latitude: CLLocationDegrees
    let longitude: CLLocationDegrees
}

struct SearchFilters: Equatable {
    var maxRate: Int = 400
    var minStars: Int = 1
}

final class HotelCatalog {

    private let hotels = [
        Hotel(name: "Casa do Rio", city: "Porto", nightlyRate: 120, stars: 3, latitude: 41.14, longitude: -8.61),
        Hotel(name: "Hotel Alfama Azul", city: "Lisbon", nightlyRate: 185, stars: 4, latitude: 38.71, longitude: -9.13),
        Hotel(name: "Quinta das Oliveiras", city: "Évora", nightlyRate: 240, stars: 5, latitude: 38.57, longitude: -7.91)
    ]

    func hotels(matching filters: SearchFilters) -> [Hotel] {
        hotels.filter { $0.nightlyRate <= filters.maxRate && $0.stars >= filters.minStars }
    }
}
