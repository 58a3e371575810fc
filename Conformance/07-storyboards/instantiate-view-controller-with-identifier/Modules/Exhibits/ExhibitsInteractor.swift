import Foundation

final class ExhibitsInteractor {
    private let api: CollectionAPI

    init(api: CollectionAPI) {
        self.api = api
    }

    func exhibits() async -> [Exhibit] {
        await api.currentExhibits()
    }
}
