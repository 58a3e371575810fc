import SwiftUI

enum StarJarBuilder {
    static func build(board: ChoreBoard) -> some View {
        let interactor = StarJarInteractor(board: board)
        let presenter = StarJarPresenter(interactor: interactor)
        return StarJarView(presenter: presenter)
    }
}

struct StarJarView: View {
    @ObservedObject var presenter: StarJarPresenter

    var body: some View {
        List(presenter.totals, id: \.kid) { total in
            LabeledContent(total.kid) {
                Text("\(total.stars) ★").foregroundStyle(.yellow)
            }
        }
        .navigationTitle("Star jar")
        .onAppear { presenter.load() }
    }
}

@MainActor
final class StarJarPresenter: ObservableObject {
    @Published private(set) var totals: [(kid: String, stars: Int)] = []

    private let interactor: StarJarInteractor

    init(interactor: StarJarInteractor) {
        self.interactor = interactor
    }

    func load() {
        totals = interactor.totals()
    }
}

final class StarJarInteractor {
    private let board: ChoreBoard

    init(board: ChoreBoard) {
        self.board = board
    }

    func totals() -> [(kid: String, stars: Int)] {
        board.kids.map { ($0, board.stars(for: $0)) }
    }
}
