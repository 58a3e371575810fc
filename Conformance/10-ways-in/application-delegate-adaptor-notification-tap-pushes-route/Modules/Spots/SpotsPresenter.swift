import Foundation

@MainActor
final class SpotsPresenter: ObservableObject {
    @Published private(set) var spots: [SurfSpot] = []

    private let interactor: SpotsInteractor

    init(interactor: SpotsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        spots = await interactor.spots()
    }
}
