import SwiftUI

struct TripsView: View {
    @ObservedObject var viewModel: TripsViewModel

    var body: some View {
        NavigationStack {
            List(viewModel.trips) { trip in
                NavigationLink(value: trip) {
                    VStack(alignment: .leading) {
                        Text(trip.destination).font(.headline)
                        Text(viewModel.dateRange(of: trip)).font(.caption)
                    }
                }
            }
            .navigationTitle("Upcoming trips")
            .navigationDestination(for: Trip.self) { trip in
                ItineraryBuilder.build(trip: trip)
            }
            .task { await viewModel.onAppear() }
        }
    }
}
