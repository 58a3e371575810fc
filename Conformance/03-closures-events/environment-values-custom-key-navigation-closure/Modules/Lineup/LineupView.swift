import SwiftUI

struct LineupView: View {
    @ObservedObject var presenter: LineupPresenter
    @Environment(\.openArtist) private var openArtist

    var body: some View {
        List {
            Picker("Day", selection: $presenter.day) {
                ForEach(presenter.days, id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            ForEach(presenter.performances) { performance in
                Button {
                    openArtist(performance.artistID)
                } label: {
                    LabeledContent(performance.artist, value: "\(performance.start) · \(performance.stage)")
                }
            }
        }
        .navigationTitle("Line-up")
        .task(id: presenter.day) { await presenter.load() }
    }
}
