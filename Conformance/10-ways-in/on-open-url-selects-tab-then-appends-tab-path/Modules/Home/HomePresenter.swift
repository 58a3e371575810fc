import Foundation

@MainActor
final class HomePresenter: ObservableObject {
    @Published private(set) var openOrders = 0

    private let interactor: HomeInteractor

    init(interactor: HomeInteractor) {
        self.interactor = interactor
    }

    func refresh() async {
        openOrders = await interactor.openOrderCount()
    }
}
