import Foundation

struct Bed: Identifiable, Hashable {
    let id: UUID
    let name: String
    let crops: [String]
}

struct CareTask: Identifiable, Hashable {
    let id: UUID
    let title: String
    var isDone: Bool
}

final class GardenStore {
    static let shared = GardenStore()

    let beds: [Bed] = [
        Bed(id: UUID(), name: "Raised bed A", crops: ["Tomato", "Basil"]),
        Bed(id: UUID(), name: "Herb spiral", crops: ["Thyme", "Sage", "Mint"])
    ]

    func tasks(for bedID: Bed.ID) async -> [CareTask] {
        [CareTask(id: UUID(), title: "Water", isDone: false), CareTask(id: UUID(), title: "Mulch", isDone: false)]
    }

    func complete(taskID: CareTask.ID) async {}
}
