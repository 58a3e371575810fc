import SwiftUI

struct BasketView: View {
    @ObservedObject var presenter: BasketPresenter
    let market: MarketClient

    var body: some View {
        NavigationStack {
            List {
                ForEach(presenter.items) { item in
                    VStack(alignment: .leading) {
                        Text(item.name).font(.headline)
                        Text("\(item.farm) · \(presenter.lineText(for: item))")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                Section {
                    LabeledContent("Total", value: presenter.totalText)
                    NavigationLink("Choose a pickup slot") {
                        CheckoutBuilder.build(market: market)
                    }
                    .disabled(presenter.items.isEmpty)
                }
            }
            .navigationTitle("Basket")
            .onAppear { presenter.load() }
        }
    }
}
