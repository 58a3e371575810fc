import Foundation

struct Crop: Identifiable, Hashable {
    let id: Int
    let name: String
    let field: String
    let kilosLeft: Int
}

struct VegBox: Identifiable, Hashable {
    let id: String
    let size: String
    let weeklyPrice: Decimal
    var isPaused: Bool
}

struct Pickup: Identifiable, Hashable {
    let id: UUID
    let day: Date
    let barn: String
}

final class FarmService {
    static let shared = FarmService()

    func inSeason() async -> [Crop] {
        [
            Crop(id: 1, name: "Rainbow chard", field: "Lower field", kilosLeft: 40),
            Crop(id: 2, name: "Delicata squash", field: "Polytunnel 2", kilosLeft: 120),
            Crop(id: 3, name: "Purple sprouting broccoli", field: "Top field", kilosLeft: 0)
        ]
    }

    func boxes() async -> [VegBox] {
        [VegBox(id: "BX-17", size: "Family", weeklyPrice: 24, isPaused: false)]
    }

    func setPaused(_ paused: Bool, box: VegBox.ID) async {}

    func upcomingPickups() async -> [Pickup] {
        [Pickup(id: UUID(), day: .now.addingTimeInterval(86_400 * 2), barn: "Old dairy")]
    }
}
