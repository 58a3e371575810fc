import Foundation

enum YarnWeight: String, CaseIterable {
    case lace = "Lace"
    case fingering = "Fingering"
    case dk = "DK"
    case worsted = "Worsted"
    case bulky = "Bulky"
}

struct KnittingPattern: Hashable {
    let name: String
    let designer: String
    let weight: YarnWeight
}

final class YarnStash {
    static let shared = YarnStash()

    private(set) var patterns: [KnittingPattern] = []

    func loadSamples() {
        patterns = [
            KnittingPattern(name: "Harbour Cardigan", designer: "M. Lind", weight: .dk),
            KnittingPattern(name: "Fern Shawl", designer: "A. Okafor", weight: .lace),
            KnittingPattern(name: "Cabin Socks", designer: "J. Berg", weight: .fingering),
            KnittingPattern(name: "Snowdrift Hat", designer: "M. Lind", weight: .bulky),
            KnittingPattern(name: "Orchard Pullover", designer: "R. Silva", weight: .worsted)
        ]
    }

    func patterns(for weight: YarnWeight?) -> [KnittingPattern] {
        guard let weight else { return patterns }
        return patterns.filter { $0.weight == weight }
    }
}
