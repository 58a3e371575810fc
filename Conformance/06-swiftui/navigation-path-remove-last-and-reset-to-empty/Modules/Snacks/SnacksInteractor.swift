import Foundation

final class SnacksInteractor {
    private let boxOffice: BoxOffice

    init(boxOffice: BoxOffice) {
        self.boxOffice = boxOffice
    }

    func menu() -> [Snack] {
        boxOffice.snacks()
    }

    func book(_ order: SeatOrder, snacks: [Snack]) async -> Bool {
        do {
            try await boxOffice.book(order, snacks: snacks)
            return true
        } catch {
            return false
        }
    }
}
