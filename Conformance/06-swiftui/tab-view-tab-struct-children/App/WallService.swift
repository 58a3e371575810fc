import Foundation

struct ClimbingRoute: Identifiable, Hashable {
    let id: Int
    let name: String
    let grade: String
    let wall: String
    let setOn: Date
}

struct DayPass: Identifiable, Hashable {
    let id: String
    let validUntil: Date
    let entriesLeft: Int
}

final class WallService {
    func routes() async -> [ClimbingRoute] {
        [
            ClimbingRoute(id: 1, name: "Pinch me", grade: "6a", wall: "North cave", setOn: .now.addingTimeInterval(-86_400 * 3)),
            ClimbingRoute(id: 2, name: "Slab happy", grade: "5c", wall: "Slab", setOn: .now.addingTimeInterval(-86_400 * 10)),
            ClimbingRoute(id: 3, name: "Roof of the world", grade: "7a+", wall: "Overhang", setOn: .now)
        ]
    }

    func passes() async -> [DayPass] {
        [DayPass(id: "TEN-0042", validUntil: .now.addingTimeInterval(86_400 * 120), entriesLeft: 7)]
    }

    func search(_ text: String) async -> [ClimbingRoute] {
        await routes().filter { $0.name.localizedCaseInsensitiveContains(text) || $0.grade == text }
    }
}
