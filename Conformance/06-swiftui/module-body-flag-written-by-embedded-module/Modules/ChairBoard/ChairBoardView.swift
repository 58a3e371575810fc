import SwiftUI

struct ChairBoardView: View {
    @ObservedObject var presenter: ChairBoardPresenter

    var body: some View {
        if !presenter.hasFinishedSetup {
            presenter.router.makeSetupView()
        } else {
            NavigationStack {
                List(presenter.slots) { slot in
                    HStack(alignment: .firstTextBaseline) {
                        Text(slot.time)
                            .font(.headline.monospacedDigit())
                        VStack(alignment: .leading, spacing: 2) {
                            Text(slot.patient)
                            Text("\(slot.chair) · \(slot.treatment)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                .navigationTitle(presenter.practiceName)
                .task { presenter.load() }
            }
        }
    }
}
