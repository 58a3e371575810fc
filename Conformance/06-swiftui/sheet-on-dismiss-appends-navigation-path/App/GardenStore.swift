import Foundation

struct Bed: Identifiable, Hashable {
    let id: Int
    let name: String
    var crops: [String]
}

struct Seed: Identifiable, Hashable {
    let id: String
    let variety: String
    let daysToHarvest: Int
    let spacingCm: Int
}

final class GardenStore {
    static let shared = GardenStore()

    private(set) var beds: [Bed] = [
        Bed(id: 1, name: "North bed", crops: ["Garlic"]),
        Bed(id: 2, name: "Raised bed by the shed", crops: []),
        Bed(id: 3, name: "Greenhouse border", crops: ["Tomato 'Sungold'"])
    ]

    let seedTin: [Seed] = [
        Seed(id: "bean-cobra", variety: "Climbing bean 'Cobra'", daysToHarvest: 70, spacingCm: 20),
        Seed(id: "beet-boltardy", variety: "Beetroot 'Boltardy'", daysToHarvest: 60, spacingCm: 10),
        Seed(id: "chard-bright", variety: "Chard 'Bright Lights'", daysToHarvest: 55, spacingCm: 30)
    ]

    func plant(_ seed: Seed, in bedID: Int) {
        guard let index = beds.firstIndex(where: { $0.id == bedID }) else { return }
        beds[index].crops.append(seed.variety)
    }
}
