import SwiftUI

struct CellarView: View {
    @ObservedObject var presenter: CellarPresenter

    var body: some View {
        NavigationStack {
            List(presenter.bottles) { bottle in
                HStack {
                    VStack(alignment: .leading) {
                        Text(presenter.title(for: bottle)).font(.headline)
                        Text(presenter.subtitle(for: bottle))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button("Add note", systemImage: "square.and.pencil") {
                        presenter.didTapAddNote(for: bottle)
                    }
                    .labelStyle(.iconOnly)
                    .buttonStyle(.borderless)
                }
            }
            .navigationTitle("Cellar")
            .popover(item: $presenter.bottleToNote) { bottle in
                TastingNoteAssembly.assemble(bottle: bottle) { presenter.load() }
                    .frame(minWidth: 320, minHeight: 280)
            }
            .onAppear { presenter.load() }
        }
    }
}
