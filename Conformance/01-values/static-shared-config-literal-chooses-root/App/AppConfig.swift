import Foundation

struct AppConfig {

    static let shared = AppConfig(
        isKioskMode: false,
        apiHost: "api.hollowmere-gardens.example",
        mapTileStyle: "botanical-light"
    )

    let isKioskMode: Bool
    let apiHost: String
    let mapTileStyle: String

    var apiBaseURL: URL {
        URL(string: "https://\(apiHost)/v2")!
    }
}
