import Foundation

struct KnittingPattern: Identifiable, Hashable {
    let id: String
    let name: String
    let designer: String
    let yarnWeight: String
    let rows: Int
}

enum PatternActivity {
    /// Declared under NSUserActivityTypes so Spotlight and Siri suggestions can index viewed patterns.
    static let viewPattern = "com.example.purl.viewPattern"
}

final class PatternLibrary {
    static let shared = PatternLibrary()

    func allPatterns() async -> [KnittingPattern] {
        [
            KnittingPattern(id: "p-301", name: "Harbour Rib Beanie", designer: "M. Okafor", yarnWeight: "Worsted", rows: 96),
            KnittingPattern(id: "p-318", name: "Fenland Shawl", designer: "S. Lindqvist", yarnWeight: "Fingering", rows: 240)
        ]
    }

    func markViewed(_ pattern: KnittingPattern) {}
}
