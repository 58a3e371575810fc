import SwiftUI

enum ItineraryBuilder {
    static func build(trip: Trip) -> some View {
        let interactor = ItineraryInteractor(store: .shared)
        let viewModel = ItineraryViewModel(trip: trip, interactor: interactor)
        return ItineraryView(viewModel: viewModel)
    }
}

struct ItineraryView: View {
    @ObservedObject var viewModel: ItineraryViewModel

    var body: some View {
        List(viewModel.stops) { stop in
            LabeledContent("Day \(stop.day)", value: stop.place)
        }
        .navigationTitle(viewModel.trip.destination)
        .task { await viewModel.load() }
    }
}

@MainActor
final class ItineraryViewModel: ObservableObject {
    let trip: Trip
    @Published private(set) var stops: [Stop] = []

    private let interactor: ItineraryInteractor

    init(trip: Trip, interactor: ItineraryInteractor) {
        self.trip = trip
        self.interactor = interactor
    }

    func load() async {
        stops = await interactor.stops(of: trip)
    }
}

final class ItineraryInteractor {
    private let store: TripStore

    init(store: TripStore) {
        self.store = store
    }

    func stops(of trip: Trip) async -> [Stop] {
        await store.stops(for: trip.id).sorted { $0.day < $1.day }
    }
}
