import SwiftUI

enum RideDetailBuilder {
    static func build(ride: Ride) -> some View {
        let interactor = RideDetailInteractor(service: .shared)
        let presenter = RideDetailPresenter(ride: ride, interactor: interactor)
        return RideDetailView(presenter: presenter)
    }
}

struct RideDetailView: View {
    @ObservedObject var presenter: RideDetailPresenter

    var body: some View {
        Form {
            LabeledContent("Car", value: presenter.ride.car)
            LabeledContent("Status", value: presenter.ride.status.rawValue)
            Button("Manage ride…") { presenter.isManageDialogShown = true }
                .disabled(presenter.ride.status == .cancelled)
        }
        .navigationTitle("Ride #\(presenter.ride.id)")
        .confirmationDialog("Manage this ride", isPresented: $presenter.isManageDialogShown, titleVisibility: .visible) {
            Button("Extend by 30 minutes") { Task { await presenter.extend() } }
            Button("Cancel ride", role: .destructive) { Task { await presenter.cancel() } }
            Button("Keep as is", role: .cancel) {}
        } message: {
            Text("Cancelling less than an hour before pickup costs €5.")
        }
    }
}

@MainActor
final class RideDetailPresenter: ObservableObject {
    @Published private(set) var ride: Ride
    @Published var isManageDialogShown = false

    private let interactor: RideDetailInteractor

    init(ride: Ride, interactor: RideDetailInteractor) {
        self.ride = ride
        self.interactor = interactor
    }

    func cancel() async {
        if await interactor.cancel(ride) {
            ride.status = .cancelled
        }
    }

    func extend() async {
        await interactor.extend(ride)
    }
}

final class RideDetailInteractor {
    private let service: RideService

    init(service: RideService) {
        self.service = service
    }

    func cancel(_ ride: Ride) async -> Bool {
        (try? await service.cancel(rideID: ride.id)) != nil
    }

    func extend(_ ride: Ride) async {
        try? await service.extend(rideID: ride.id, byMinutes: 30)
    }
}
