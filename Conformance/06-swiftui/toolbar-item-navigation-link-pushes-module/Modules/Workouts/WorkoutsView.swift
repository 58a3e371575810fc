import SwiftUI

struct WorkoutsView: View {
    @ObservedObject var presenter: WorkoutsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.sessions) { session in
                VStack(alignment: .leading) {
                    Text(session.name).font(.headline)
                    Text(presenter.summary(of: session))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Workouts")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink {
                        GoalsBuilder.build()
                    } label: {
                        Label("Goals", systemImage: "target")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    NavigationLink("Personal bests") {
                        PersonalBestsBuilder.build()
                    }
                }
            }
            .refreshable { await presenter.reload() }
            .task { await presenter.reload() }
        }
    }
}
