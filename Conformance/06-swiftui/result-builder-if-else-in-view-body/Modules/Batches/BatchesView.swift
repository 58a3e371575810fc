import SwiftUI

struct BatchesView: View {
    @ObservedObject var presenter: BatchesPresenter

    var body: some View {
        if presenter.showsWelcomeTour {
            WelcomeTourBuilder.build()
        } else {
            NavigationStack {
                List(presenter.batches) { batch in
                    NavigationLink(destination: BatchDetailBuilder.build(batch: batch)) {
                        VStack(alignment: .leading) {
                            Text(batch.name).font(.headline)
                            Text(presenter.ageText(for: batch))
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                .navigationTitle("Batches")
                .task { await presenter.load() }
            }
        }
    }
}
