import Foundation

@MainActor
final class BedsPresenter: ObservableObject {
    @Published private(set) var beds: [Bed] = []

    private let interactor: BedsInteractor

    init(interactor: BedsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        beds = await interactor.fetchBeds()
    }

    func sunshine(of bed: Bed) -> String {
        bed.sunHours >= 6 ? "Full sun" : "Part shade"
    }
}
