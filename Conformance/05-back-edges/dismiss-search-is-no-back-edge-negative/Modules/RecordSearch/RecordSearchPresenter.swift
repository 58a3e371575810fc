import Foundation

@MainActor
final class RecordSearchPresenter: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Record] = []

    private let interactor: RecordSearchInteractor

    init(interactor: RecordSearchInteractor) {
        self.interactor = interactor
    }

    var popularSearches: [String] {
        interactor.popularSearches()
    }

    func search() async {
        results = await interactor.search(query)
    }

    func pick(_ suggestion: String) async {
        query = suggestion
        await search()
    }

    func clear() {
        query = ""
        results = []
    }
}
