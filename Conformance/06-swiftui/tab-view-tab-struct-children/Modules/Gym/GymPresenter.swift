import Foundation

@MainActor
final class GymPresenter: ObservableObject {
    @Published private(set) var newRoutesCount = 0

    private let interactor: GymInteractor

    init(interactor: GymInteractor) {
        self.interactor = interactor
    }

    func refresh() async {
        newRoutesCount = await interactor.routesSetThisWeek()
    }
}
