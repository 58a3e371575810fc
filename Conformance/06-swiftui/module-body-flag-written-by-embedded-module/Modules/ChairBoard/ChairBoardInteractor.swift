import Foundation

final class ChairBoardInteractor {
    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    var isPracticeConfigured: Bool {
        defaults.string(forKey: "practice.name") != nil
    }

    var practiceName: String {
        defaults.string(forKey: "practice.name") ?? "Practice"
    }

    func todaysSlots() -> [ChairSlot] {
        let chairs = max(defaults.integer(forKey: "practice.chairs"), 1)
        let bookings = [
            ("09:00", "R. Okafor", "Check-up"),
            ("09:30", "L. Varga", "Scale and polish"),
            ("10:15", "H. Lindqvist", "Filling, lower left 6"),
            ("11:00", "P. Nakamura", "Crown fitting")
        ]
        return bookings.enumerated().map { index, booking in
            ChairSlot(id: index, chair: "Chair \(index % chairs + 1)",
                      patient: booking.1, time: booking.0, treatment: booking.2)
        }
    }
}
