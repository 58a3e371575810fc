import Foundation

struct KnittingPattern: Identifiable, Hashable {
    let id: String
    let name: String
    let yarnWeight: String
    let needleSize: Double
}

struct PatternStep: Identifiable, Hashable {
    let id: Int
    let instruction: String
    let repeats: Int
}

final class PatternLibrary {
    static let shared = PatternLibrary()

    private var progress: [KnittingPattern.ID: Int] = [:]

    func patterns() async -> [KnittingPattern] {
        [
            KnittingPattern(id: "fisherman-rib-hat", name: "Fisherman rib hat", yarnWeight: "Worsted", needleSize: 4.5),
            KnittingPattern(id: "garter-stitch-scarf", name: "Garter stitch scarf", yarnWeight: "Chunky", needleSize: 8)
        ]
    }

    func steps(for patternID: KnittingPattern.ID) async -> [PatternStep] {
        [
            PatternStep(id: 1, instruction: "Cast on 96 stitches, join in the round", repeats: 1),
            PatternStep(id: 2, instruction: "*K1, p1* to end", repeats: 40),
            PatternStep(id: 3, instruction: "K2tog around", repeats: 3)
        ]
    }

    func completedStep(for patternID: KnittingPattern.ID) -> Int {
        progress[patternID] ?? 0
    }

    func saveCompletedStep(_ step: Int, for patternID: KnittingPattern.ID) {
        progress[patternID] = step
    }
}
