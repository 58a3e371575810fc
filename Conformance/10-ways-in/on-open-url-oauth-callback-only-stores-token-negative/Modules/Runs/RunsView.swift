import SwiftUI

struct RunsView: View {
    @ObservedObject var presenter: RunsPresenter
    let log: RunLog
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent("Last 7 days", value: String(format: "%.1f km", presenter.weeklyDistance()))
                    if presenter.isPacerConnected {
                        Label("Syncing to Pacer", systemImage: "checkmark.icloud")
                    } else {
                        Button("Connect Pacer") {
                            openURL(presenter.pacerSignInURL)
                        }
                    }
                }
                Section("Runs") {
                    ForEach(presenter.runs) { run in
                        NavigationLink(destination: RunDetailBuilder.build(run: run, log: log)) {
                            LabeledContent(run.route, value: String(format: "%.1f km", run.kilometres))
                        }
                    }
                }
            }
            .navigationTitle("Stride")
            .task { await presenter.load() }
        }
    }
}
