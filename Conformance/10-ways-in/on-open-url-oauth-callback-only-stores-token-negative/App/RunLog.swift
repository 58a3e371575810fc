import Foundation

struct Run: Identifiable, Hashable {
    let id: Int
    let date: Date
    let kilometres: Double
    let minutes: Int
    let route: String
}

final class RunLog {
    func runs() async -> [Run] {
        [
            Run(id: 31, date: .now.addingTimeInterval(-86_400), kilometres: 10.2, minutes: 54, route: "Canal loop"),
            Run(id: 30, date: .now.addingTimeInterval(-86_400 * 3), kilometres: 5.0, minutes: 24, route: "Park parkrun"),
            Run(id: 29, date: .now.addingTimeInterval(-86_400 * 6), kilometres: 21.1, minutes: 118, route: "Riverside half")
        ]
    }

    func splits(for run: Run) async -> [Int] {
        Array(repeating: run.minutes * 60 / max(Int(run.kilometres), 1), count: Int(run.kilometres))
    }
}
