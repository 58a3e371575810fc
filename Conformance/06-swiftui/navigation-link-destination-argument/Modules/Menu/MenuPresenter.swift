import Foundation

@MainActor
final class MenuPresenter: ObservableObject {
    @Published private(set) var pastries: [Pastry] = []

    private let interactor: MenuInteractor

    init(interactor: MenuInteractor) {
        self.interactor = interactor
    }

    func load() async {
        pastries = await interactor.todaysBakes()
    }
}
