import Foundation

@MainActor
final class RidesPresenter: ObservableObject {
    @Published private(set) var rides: [Ride] = []

    private let interactor: RidesInteractor

    init(interactor: RidesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        rides = await interactor.upcoming()
    }
}
