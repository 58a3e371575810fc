import Foundation

@MainActor
final class HomePresenter: ObservableObject {
    @Published private(set) var libraryBadge = 0

    private let interactor: HomeInteractor

    init(interactor: HomeInteractor) {
        self.interactor = interactor
    }

    func refreshBadges() async {
        libraryBadge = await interactor.newReleaseCount()
    }
}
