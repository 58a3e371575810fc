import Foundation

struct VenueLocation {
    let name: String
    let address: String
    let latitude: Double
    let longitude: Double

    var coordinateText: String {
        return String(format: "%.4f, %.4f", latitude, longitude)
    }

    var appleMapsURL: URL? {
        let query = name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        return URL(string: "http://maps.apple.com/?ll=\(latitude),\(longitude)&q=\(query)")
    }
}

struct TransitStop: Decodable {
    let name: String
    let line: String
    let walkingMinutes: Int
}
