import Foundation

@MainActor
final class PatternsPresenter: ObservableObject {
    @Published private(set) var patterns: [KnittingPattern] = []
    @Published var searchText = ""

    private let interactor: PatternsInteractor

    init(interactor: PatternsInteractor) {
        self.interactor = interactor
    }

    var visiblePatterns: [KnittingPattern] {
        guard !searchText.isEmpty else { return patterns }
        return patterns.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    func load() async {
        patterns = await interactor.patterns()
    }

    func details(for pattern: KnittingPattern) -> String {
        "\(pattern.yarnWeight) · \(pattern.needleSize.formatted()) mm needles"
    }
}
