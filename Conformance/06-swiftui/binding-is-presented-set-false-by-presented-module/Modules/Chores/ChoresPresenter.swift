import Foundation

@MainActor
final class ChoresPresenter: ObservableObject {
    @Published private(set) var chores: [Chore] = []

    private let interactor: ChoresInteractor

    init(interactor: ChoresInteractor) {
        self.interactor = interactor
    }

    func load() {
        chores = interactor.chores()
    }

    func didTapCheckbox(of chore: Chore) {
        interactor.toggle(chore)
        load()
    }
}
