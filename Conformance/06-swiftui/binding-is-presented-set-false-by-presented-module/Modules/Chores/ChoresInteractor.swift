import Foundation

final class ChoresInteractor {
    private let board: ChoreBoard

    init(board: ChoreBoard) {
        self.board = board
    }

    func chores() -> [Chore] {
        board.chores.sorted { !$0.isDone && $1.isDone }
    }

    func toggle(_ chore: Chore) {
        board.toggle(chore)
    }
}
