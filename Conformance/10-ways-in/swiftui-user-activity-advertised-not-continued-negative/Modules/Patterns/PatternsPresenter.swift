import Foundation

@MainActor
final class PatternsPresenter: ObservableObject {
    @Published private(set) var patterns: [KnittingPattern] = []

    private let interactor: PatternsInteractor

    init(interactor: PatternsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        patterns = await interactor.patterns()
    }

    func caption(for pattern: KnittingPattern) -> String {
        "\(pattern.designer) · \(pattern.yarnWeight)"
    }
}
