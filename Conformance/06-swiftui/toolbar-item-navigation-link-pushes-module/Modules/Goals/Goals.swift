import SwiftUI

enum GoalsBuilder {
    @MainActor
    static func build() -> some View {
        GoalsView(presenter: GoalsPresenter(interactor: GoalsInteractor(log: .shared)))
    }
}

struct GoalsView: View {
    @ObservedObject var presenter: GoalsPresenter

    var body: some View {
        Form {
            Stepper("Sessions a week: \(presenter.weeklyTarget)", value: $presenter.weeklyTarget, in: 1...7)
        }
        .navigationTitle("Goals")
        .task { await presenter.load() }
    }
}

@MainActor
final class GoalsPresenter: ObservableObject {
    @Published var weeklyTarget = 3

    private let interactor: GoalsInteractor

    init(interactor: GoalsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        weeklyTarget = await interactor.weeklyTarget()
    }
}

final class GoalsInteractor {
    private let log: TrainingLog

    init(log: TrainingLog) {
        self.log = log
    }

    func weeklyTarget() async -> Int {
        await log.weeklyTarget
    }
}
