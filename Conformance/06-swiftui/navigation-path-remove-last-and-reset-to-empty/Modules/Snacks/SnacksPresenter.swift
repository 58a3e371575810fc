import SwiftUI

@MainActor
final class SnacksPresenter: ObservableObject {
    let order: SeatOrder
    @Published private(set) var picked: Set<Snack> = []
    @Published private(set) var isBooking = false

    private let interactor: SnacksInteractor
    private let router: SnacksRouter

    init(order: SeatOrder, interactor: SnacksInteractor, router: SnacksRouter) {
        self.order = order
        self.interactor = interactor
        self.router = router
    }

    var menu: [Snack] {
        interactor.menu()
    }

    var seatsSummary: String {
        order.seats.map { "\(String($0.row))\($0.number)" }.joined(separator: ", ")
    }

    func binding(for snack: Snack) -> Binding<Bool> {
        Binding(
            get: { self.picked.contains(snack) },
            set: { isOn in
                if isOn { self.picked.insert(snack) } else { self.picked.remove(snack) }
            }
        )
    }

    func didTapChangeSeats() {
        router.backToSeats()
    }

    func didTapBook() async {
        isBooking = true
        defer { isBooking = false }
        guard await interactor.book(order, snacks: Array(picked)) else { return }
        router.finishBooking()
    }
}
