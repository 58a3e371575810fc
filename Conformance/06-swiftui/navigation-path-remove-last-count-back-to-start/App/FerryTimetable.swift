import Foundation

struct Crossing: Identifiable, Hashable {
    let id: String
    let from: String
    let to: String
    let hours: Double
}

struct Sailing: Identifiable, Hashable {
    let id: Int
    let crossing: Crossing
    let departs: Date
    let vessel: String
}

enum CabinClass: String, CaseIterable, Identifiable {
    case reclining = "Reclining seat"
    case inside = "Inside cabin"
    case seaView = "Sea-view cabin"

    var id: String { rawValue }
}

final class FerryTimetable {

    func crossings() async -> [Crossing] {
        [
            Crossing(id: "PLY-RSC", from: "Plymouth", to: "Roscoff", hours: 6),
            Crossing(id: "ABD-KWL", from: "Aberdeen", to: "Kirkwall", hours: 6.5)
        ]
    }

    func sailings(on crossing: Crossing) async -> [Sailing] {
        let start = Calendar.current.startOfDay(for: Date()).addingTimeInterval(60 * 60 * 8)
        return (0..<4).map {
            Sailing(id: $0, crossing: crossing, departs: start.addingTimeInterval(Double($0) * 60 * 60 * 24), vessel: $0.isMultiple(of: 2) ? "MV Armorique" : "MV Hjaltland")
        }
    }

    func reserve(_ cabin: CabinClass, on sailing: Sailing, passengers: Int) async throws -> String {
        "FR\(sailing.id)\(passengers)\(cabin.rawValue.count)"
    }
}
