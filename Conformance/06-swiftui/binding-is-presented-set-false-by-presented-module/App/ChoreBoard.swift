import Foundation

struct Chore: Identifiable, Hashable {
    let id: UUID
    var title: String
    var assignee: String
    var stars: Int
    var isDone: Bool
}

final class ChoreBoard {
    let kids = ["Maya", "Theo"]
    private(set) var chores: [Chore] = [
        Chore(id: UUID(), title: "Feed the cat", assignee: "Maya", stars: 1, isDone: false),
        Chore(id: UUID(), title: "Empty the dishwasher", assignee: "Theo", stars: 2, isDone: true),
        Chore(id: UUID(), title: "Tidy bedroom", assignee: "Maya", stars: 3, isDone: false)
    ]

    func add(_ chore: Chore) async throws {
        guard !chore.title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw CocoaError(.validationMissingMandatoryProperty)
        }
        chores.append(chore)
    }

    func toggle(_ chore: Chore) {
        guard let index = chores.firstIndex(where: { $0.id == chore.id }) else { return }
        chores[index].isDone.toggle()
    }

    func stars(for kid: String) -> Int {
        chores.filter { $0.assignee == kid && $0.isDone }.reduce(0) { $0 + $1.stars }
    }
}
