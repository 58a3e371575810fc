import Foundation

struct Roast: Identifiable, Hashable {
    let id: String
    let name: String
    let origin: String
    let gramsPerCup: Int
    let brewSeconds: Int
}

final class BeanPantry {
    static let shared = BeanPantry()

    func roasts() async -> [Roast] {
        [
            Roast(id: "eth-yirg", name: "Yirgacheffe", origin: "Ethiopia", gramsPerCup: 15, brewSeconds: 210),
            Roast(id: "col-huila", name: "Huila", origin: "Colombia", gramsPerCup: 16, brewSeconds: 240),
            Roast(id: "ken-nyeri", name: "Nyeri AA", origin: "Kenya", gramsPerCup: 15, brewSeconds: 225)
        ]
    }
}
