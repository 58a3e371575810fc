import Foundation

@MainActor
final class CoopPresenter: ObservableObject {
    @Published var selectedTab: CoopTab = .harvest
    @Published private(set) var pickupsDue = 0

    private let interactor: CoopInteractor

    init(interactor: CoopInteractor) {
        self.interactor = interactor
    }

    func refresh() async {
        pickupsDue = await interactor.pickupsThisWeek()
    }

    func badge(for tab: CoopTab) -> Int {
        tab == .pickups ? pickupsDue : 0
    }
}
