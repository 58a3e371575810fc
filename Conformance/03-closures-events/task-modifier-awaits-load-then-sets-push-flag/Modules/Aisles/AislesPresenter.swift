import Foundation

@MainActor
final class AislesPresenter: ObservableObject {
    @Published private(set) var aisles: [Aisle] = []
    @Published private(set) var basketCount = 0
    private(set) var openOrder: DeliveryOrder?

    private let interactor: AislesInteractor

    init(interactor: AislesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        aisles = await interactor.aisles()
    }

    func findOrderInProgress() async -> Bool {
        openOrder = await interactor.orderInProgress()
        return openOrder != nil
    }

    func add(_ product: Product) {
        Task { basketCount = await interactor.add(product) }
    }
}
