import Foundation

@MainActor
final class RoastsPresenter: ObservableObject {
    @Published private(set) var roasts: [Roast] = []
    @Published private(set) var brewingRoast: Roast?
    @Published var showsBrewTimer = false

    private let interactor: RoastsInteractor

    init(interactor: RoastsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        roasts = await interactor.loadRoasts()
    }

    func didTapBrew(_ roast: Roast) {
        brewingRoast = roast
        showsBrewTimer = true
    }
}
