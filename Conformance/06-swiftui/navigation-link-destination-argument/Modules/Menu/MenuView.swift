import SwiftUI

struct MenuView: View {
    @ObservedObject var presenter: MenuPresenter

    var body: some View {
        NavigationStack {
            List(presenter.pastries) { pastry in
                NavigationLink(destination: PastryDetailBuilder.build(pastry: pastry)) {
                    HStack {
                        Text(pastry.name)
                        Spacer()
                        Text(pastry.price, format: .currency(code: "EUR"))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Today's bakes")
            .task { await presenter.load() }
        }
    }
}
