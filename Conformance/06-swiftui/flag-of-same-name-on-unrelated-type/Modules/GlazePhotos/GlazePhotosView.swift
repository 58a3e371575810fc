import SwiftUI

struct GlazePhotosView: View {
    @ObservedObject var presenter: GlazePhotosPresenter

    var body: some View {
        List {
            Section {
                ForEach(presenter.jobs) { job in
                    Label(job.glazeName, systemImage: job.isReady ? "checkmark.circle.fill" : "photo")
                }
            } footer: {
                Text("\(presenter.readyCount) of \(presenter.jobs.count) test tiles ready to upload")
            }
            Button("Prepare all for upload") {
                presenter.didTapPrepareAll()
            }
        }
        .navigationTitle("Glaze tests")
        .task { presenter.load() }
    }
}
