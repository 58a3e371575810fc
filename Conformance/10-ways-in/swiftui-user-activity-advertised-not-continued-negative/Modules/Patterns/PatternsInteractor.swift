import Foundation

final class PatternsInteractor {
    private let library: PatternLibrary

    init(library: PatternLibrary) {
        self.library = library
    }

    func patterns() async -> [KnittingPattern] {
        await library.allPatterns().sorted { $0.name < $1.name }
    }
}
