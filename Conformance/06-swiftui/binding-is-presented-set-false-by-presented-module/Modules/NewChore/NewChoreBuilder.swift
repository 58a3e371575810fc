import SwiftUI

enum NewChoreBuilder {
    static func build(board: ChoreBoard, isPresented: Binding<Bool>) -> some View {
        let interactor = NewChoreInteractor(board: board)
        let presenter = NewChorePresenter(kids: board.kids, interactor: interactor)
        return NewChoreView(presenter: presenter, isPresented: isPresented)
    }
}
