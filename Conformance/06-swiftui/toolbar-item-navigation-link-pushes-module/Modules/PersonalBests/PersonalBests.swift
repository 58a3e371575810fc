import SwiftUI

enum PersonalBestsBuilder {
    @MainActor
    static func build() -> some View {
        PersonalBestsView(presenter: PersonalBestsPresenter(log: .shared))
    }
}

struct PersonalBestsView: View {
    @ObservedObject var presenter: PersonalBestsPresenter

    var body: some View {
        List(presenter.lifts) { lift in
            LabeledContent(lift.exercise, value: "\(Int(lift.bestWeight)) kg")
        }
        .navigationTitle("Personal bests")
        .task { await presenter.load() }
    }
}

@MainActor
final class PersonalBestsPresenter: ObservableObject {
    @Published private(set) var lifts: [Lift] = []

    private let log: TrainingLog

    init(log: TrainingLog) {
        self.log = log
    }

    func load() async {
        lifts = await log.bests()
    }
}
