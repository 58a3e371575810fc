import SwiftUI

enum PatternDetailBuilder {
    @MainActor
    static func build(pattern: KnittingPattern) -> some View {
        PatternDetailView(presenter: PatternDetailPresenter(pattern: pattern, library: .shared))
    }
}

struct PatternDetailView: View {
    @ObservedObject var presenter: PatternDetailPresenter

    var body: some View {
        Form {
            LabeledContent("Designer", value: presenter.pattern.designer)
            LabeledContent("Yarn", value: presenter.pattern.yarnWeight)
            Stepper("Row \(presenter.currentRow) of \(presenter.pattern.rows)",
                    value: $presenter.currentRow, in: 1...presenter.pattern.rows)
        }
        .navigationTitle(presenter.pattern.name)
        .onAppear { presenter.didAppear() }
        // Advertise the open pattern for Spotlight and Siri suggestions.
        .userActivity(PatternActivity.viewPattern) { activity in
            activity.title = presenter.pattern.name
            activity.userInfo = ["patternID": presenter.pattern.id]
            activity.isEligibleForSearch = true
            activity.isEligibleForPrediction = true
        }
    }
}

@MainActor
final class PatternDetailPresenter: ObservableObject {
    let pattern: KnittingPattern
    @Published var currentRow = 1

    private let library: PatternLibrary

    init(pattern: KnittingPattern, library: PatternLibrary) {
        self.pattern = pattern
        self.library = library
    }

    func didAppear() {
        library.markViewed(pattern)
    }
}
