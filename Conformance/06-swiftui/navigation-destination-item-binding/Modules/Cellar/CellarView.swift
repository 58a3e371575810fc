import SwiftUI

struct CellarView: View {
    @ObservedObject var presenter: CellarPresenter
    let store: WineInventory

    var body: some View {
        NavigationStack {
            List(presenter.bottles) { bottle in
                Button {
                    presenter.didTap(bottle)
                } label: {
                    LabeledContent(presenter.label(for: bottle), value: "× \(bottle.quantity)")
                }
            }
            .navigationTitle("Cellar")
            .navigationDestination(item: $presenter.openedBottle) { bottle in
                TastingBuilder.build(bottle: bottle, store: store)
            }
            .refreshable { await presenter.load() }
            .task { await presenter.load() }
        }
    }
}
