import SwiftUI

struct BouquetsView: View {
    @ObservedObject var presenter: BouquetsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.bouquets) { bouquet in
                NavigationLink(destination: ArrangementBuilder.build(bouquet: bouquet)) {
                    HStack {
                        Text(bouquet.name)
                        Spacer()
                        Text(bouquet.price, format: .currency(code: "GBP"))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Bouquets")
            .toolbar {
                Button {
                    presenter.didTapFilters()
                } label: {
                    Image(systemName: presenter.hasActiveFilters ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle")
                }
            }
            .sheet(isPresented: $presenter.isFiltersPanelShown) {
                FiltersPanel(presenter: presenter)
            }
            .task { await presenter.load() }
        }
    }
}
