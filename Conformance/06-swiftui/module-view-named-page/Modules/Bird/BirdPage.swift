import SwiftUI

struct BirdPage: View {
    @ObservedObject var presenter: BirdPresenter

    var body: some View {
        Form {
            Section {
                LabeledContent("Latin name", value: presenter.bird.latinName)
                LabeledContent("Last count", value: "\(presenter.bird.count)")
            }
            Section("Field notes") {
                ForEach(presenter.notes, id: \.self) { note in
                    Text(note)
                }
                TextField("Add a note", text: $presenter.draft)
                    .onSubmit { Task { await presenter.saveDraft() } }
            }
        }
        .navigationTitle(presenter.bird.commonName)
        .task { await presenter.load() }
    }
}
