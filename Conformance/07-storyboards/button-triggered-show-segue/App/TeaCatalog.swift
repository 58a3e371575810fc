import Foundation

struct Tea {
    let name: String
    let origin: String
    let waterTemperature: Int
    let steepSeconds: Int
}

final class TeaCatalog {
    static let shared = TeaCatalog()

    private(set) var featured = Tea(name: "Dong Ding Oolong", origin: "Nantou, Taiwan", waterTemperature: 90, steepSeconds: 60)

    func teaOfTheDay() async -> Tea {
        featured
    }
}
