import SwiftUI

struct RidesView: View {
    @ObservedObject var presenter: RidesPresenter

    var body: some View {
        NavigationStack {
            List(presenter.rides) { ride in
                NavigationLink(destination: RideDetailBuilder.build(ride: ride)) {
                    VStack(alignment: .leading) {
                        Text(ride.car)
                        Text(ride.pickup, format: .dateTime.weekday().hour().minute()).font(.caption)
                    }
                }
            }
            .navigationTitle("My rides")
            .task { await presenter.load() }
        }
    }
}
