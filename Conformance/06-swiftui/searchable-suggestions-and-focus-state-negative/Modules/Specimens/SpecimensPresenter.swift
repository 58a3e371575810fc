import Foundation

@MainActor
final class SpecimensPresenter: ObservableObject {
    @Published var query = "" {
        didSet { applyFilter() }
    }
    @Published private(set) var results: [Specimen] = []
    @Published private(set) var suggestions: [String] = []

    private let interactor: SpecimensInteractor
    private var all: [Specimen] = []
    private var families: [String] = []
    private var recentQueries: [String] = []

    init(interactor: SpecimensInteractor) {
        self.interactor = interactor
    }

    func load() async {
        all = await interactor.specimens()
        families = await interactor.families()
        applyFilter()
    }

    func commitSearch() {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !recentQueries.contains(trimmed) else { return }
        recentQueries.insert(trimmed, at: 0)
    }

    private func applyFilter() {
        if query.isEmpty {
            results = all
            suggestions = recentQueries + families
        } else {
            results = all.filter {
                $0.species.localizedCaseInsensitiveContains(query)
                    || $0.family.localizedCaseInsensitiveContains(query)
                    || $0.collector.localizedCaseInsensitiveContains(query)
            }
            suggestions = families.filter { $0.localizedCaseInsensitiveContains(query) }
        }
    }
}
