import Foundation

final class NewChoreInteractor {
    private let board: ChoreBoard

    init(board: ChoreBoard) {
        self.board = board
    }

    func add(title: String, assignee: String, stars: Int) async -> Bool {
        let chore = Chore(id: UUID(), title: title, assignee: assignee, stars: stars, isDone: false)
        do {
            try await board.add(chore)
            return true
        } catch {
            return false
        }
    }
}
