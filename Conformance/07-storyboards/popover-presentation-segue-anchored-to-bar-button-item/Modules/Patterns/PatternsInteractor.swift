import Foundation

final class PatternsInteractor {
    private let stash: YarnStash

    init(stash: YarnStash) {
        self.stash = stash
    }

    func patterns(for weight: YarnWeight?) -> [KnittingPattern] {
        stash.patterns(for: weight)
    }
}
