import SwiftUI

struct SpotsView: View {
    @ObservedObject var presenter: SpotsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.spots) { spot in
                Button {
                    presenter.didSelect(spot)
                } label: {
                    LabeledContent("\(spot.garage), level \(spot.level)") {
                        Text(spot.hourlyRate, format: .currency(code: "EUR"))
                    }
                }
            }
            .searchable(text: $presenter.street)
            .onSubmit(of: .search) { Task { await presenter.search() } }
            .navigationTitle("Free spots")
            .sheet(item: $presenter.selectedSpot) { spot in
                ReservationBuilder.build(spot: spot)
            }
            .task { await presenter.search() }
        }
    }
}
