import SwiftUI

enum ChoresBuilder {
    static func build(board: ChoreBoard) -> some View {
        let interactor = ChoresInteractor(board: board)
        let presenter = ChoresPresenter(interactor: interactor)
        return ChoresView(presenter: presenter, board: board)
    }
}
