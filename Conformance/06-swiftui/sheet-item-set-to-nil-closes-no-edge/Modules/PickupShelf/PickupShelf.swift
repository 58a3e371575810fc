import SwiftUI

// MARK: - View

struct PickupShelfView: View {
    @ObservedObject var presenter: PickupShelfPresenter

    var body: some View {
        List {
            Section("Ready for pickup") {
                ForEach(presenter.readyBikes) { booking in
                    Button(booking.bike) { presenter.didTap(booking) }
                }
            }
            if let booking = presenter.selectedBooking {
                Section("Hand over") {
                    LabeledContent("Customer", value: booking.customer)
                    LabeledContent("Work done", value: booking.job)
                    Button("Bike collected") { presenter.didHandOver() }
                }
            }
        }
        .navigationTitle("Pickup shelf")
        .task { presenter.load() }
    }
}

// MARK: - Presenter

@MainActor
final class PickupShelfPresenter: ObservableObject {
    @Published private(set) var readyBikes: [TuneUpBooking] = []
    @Published var selectedBooking: TuneUpBooking?

    private let interactor: PickupShelfInteractor

    init(interactor: PickupShelfInteractor) {
        self.interactor = interactor
    }

    func load() {
        readyBikes = interactor.readyBikes()
    }

    func didTap(_ booking: TuneUpBooking) {
        selectedBooking = booking
    }

    func didHandOver() {
        guard let booking = selectedBooking else { return }
        interactor.markCollected(booking)
        selectedBooking = nil
        load()
    }
}

// MARK: - Interactor

final class PickupShelfInteractor {
    private let store: BikeShopStore

    init(store: BikeShopStore) {
        self.store = store
    }

    func readyBikes() -> [TuneUpBooking] {
        store.ready()
    }

    func markCollected(_ booking: TuneUpBooking) {
        var collected = booking
        collected.isCollected = true
        store.update(collected)
    }
}

// MARK: - Builder

enum PickupShelfBuilder {
    @MainActor
    static func build() -> some View {
        PickupShelfView(presenter: PickupShelfPresenter(interactor: PickupShelfInteractor(store: .shared)))
    }
}
