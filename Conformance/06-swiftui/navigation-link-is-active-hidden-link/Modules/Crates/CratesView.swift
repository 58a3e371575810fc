import SwiftUI

struct CratesView: View {
    @ObservedObject var presenter: CratesPresenter
    let shop: RecordShop

    var body: some View {
        NavigationView {
            List(presenter.records) { record in
                Button {
                    Task { await presenter.didTap(record) }
                } label: {
                    VStack(alignment: .leading) {
                        Text(record.title).font(.headline)
                        Text("\(record.artist) · \(record.pressing)").font(.caption)
                    }
                }
                .disabled(presenter.soldOutIDs.contains(record.id))
            }
            .navigationTitle(presenter.genre)
            .toolbar {
                Button("Basket (\(presenter.basketCount))") { presenter.didTapCart() }
            }
            .background {
                if let record = presenter.chosenRecord {
                    NavigationLink(destination: RecordDetailBuilder.build(record: record, shop: shop), isActive: $presenter.isShowingRecord) { EmptyView() }
                }
                NavigationLink(destination: CartBuilder.build(shop: shop), isActive: $presenter.isShowingCart) {
                    EmptyView()
                }
            }
            .task { await presenter.load() }
        }
        .navigationViewStyle(.stack)
    }
}
