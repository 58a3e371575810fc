import Foundation

@MainActor
final class CabinBookingPresenter: ObservableObject {
    let sailing: Sailing
    @Published var cabin: CabinClass = .reclining
    @Published var passengers = 1
    @Published private(set) var isReserving = false

    private let interactor: CabinBookingInteractor
    private let router: CabinBookingRouter

    init(sailing: Sailing, interactor: CabinBookingInteractor, router: CabinBookingRouter) {
        self.sailing = sailing
        self.interactor = interactor
        self.router = router
    }

    var summary: String {
        "\(sailing.crossing.from) → \(sailing.crossing.to), \(sailing.departs.formatted(date: .abbreviated, time: .shortened))"
    }

    func didTapChangeSailing() {
        router.backToSailings()
    }

    func didTapStartOver() {
        router.backToStart()
    }

    func didTapReserve() async {
        isReserving = true
        defer { isReserving = false }
        guard await interactor.reserve(cabin, on: sailing, passengers: passengers) != nil else { return }
        router.backToStart()
    }
}
