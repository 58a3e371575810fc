import Foundation

@MainActor
final class TripsViewModel: ObservableObject {
    @Published private(set) var trips: [Trip] = []

    private let interactor: TripsInteractor

    init(interactor: TripsInteractor) {
        self.interactor = interactor
    }

    func onAppear() async {
        trips = await interactor.upcoming()
    }

    func dateRange(of trip: Trip) -> String {
        (trip.start..<trip.end).formatted(.interval.month(.abbreviated).day())
    }
}
