import Foundation

struct Seed: Equatable {
    let name: String
    let family: String
    let sowingMonths: String
}

final class SeedStore {

    static let shared = SeedStore()

    let seeds: [Seed] = [
        Seed(name: "Cherokee Purple", family: "Tomatoes", sowingMonths: "Feb–Apr"),
        Seed(name: "Sungold", family: "Tomatoes", sowingMonths: "Feb–Apr"),
        Seed(name: "Cavolo Nero", family: "Brassicas", sowingMonths: "Mar–Jun"),
        Seed(name: "Romanesco", family: "Brassicas", sowingMonths: "Apr–May"),
        Seed(name: "Borlotto Lingua di Fuoco", family: "Beans", sowingMonths: "May–Jul")
    ]

    var families: [String] {
        var seen: [String] = []
        for seed in seeds where !seen.contains(seed.family) {
            seen.append(seed.family)
        }
        return seen
    }
}
