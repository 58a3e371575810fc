import SwiftUI

struct CrossingsView: View {
    @ObservedObject var presenter: CrossingsPresenter

    var body: some View {
        List(presenter.crossings) { crossing in
            Button {
                presenter.didSelect(crossing)
            } label: {
                VStack(alignment: .leading) {
                    Text("\(crossing.from) → \(crossing.to)").font(.headline)
                    Text(presenter.duration(of: crossing)).font(.caption)
                }
            }
        }
        .navigationTitle("Crossings")
        .task { await presenter.load() }
    }
}
