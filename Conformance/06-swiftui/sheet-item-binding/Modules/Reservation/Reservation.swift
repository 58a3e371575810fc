import SwiftUI

enum ReservationBuilder {
    static func build(spot: ParkingSpot) -> some View {
        let interactor = ReservationInteractor(api: .shared)
        let presenter = ReservationPresenter(spot: spot, interactor: interactor)
        return ReservationView(presenter: presenter)
    }
}

struct ReservationView: View {
    @ObservedObject var presenter: ReservationPresenter

    var body: some View {
        VStack(spacing: 20) {
            Text("Spot \(presenter.spot.id) at \(presenter.spot.garage)").font(.headline)
            Stepper("\(presenter.hours) h", value: $presenter.hours, in: 1...12)
            if let code = presenter.confirmationCode {
                Text("Show \(code) at the gate").font(.title3.monospaced())
            } else {
                Button("Reserve") { Task { await presenter.reserve() } }
                    .buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .presentationDetents([.medium])
    }
}

@MainActor
final class ReservationPresenter: ObservableObject {
    let spot: ParkingSpot
    @Published var hours = 2
    @Published private(set) var confirmationCode: String?

    private let interactor: ReservationInteractor

    init(spot: ParkingSpot, interactor: ReservationInteractor) {
        self.spot = spot
        self.interactor = interactor
    }

    func reserve() async {
        confirmationCode = await interactor.reserve(spot, hours: hours)
    }
}

final class ReservationInteractor {
    private let api: ParkingAPI

    init(api: ParkingAPI) {
        self.api = api
    }

    func reserve(_ spot: ParkingSpot, hours: Int) async -> String? {
        try? await api.reserve(spotID: spot.id, hours: hours)
    }
}
