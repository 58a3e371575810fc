import Foundation

final class CabinBookingInteractor {
    private let timetable: FerryTimetable

    init(timetable: FerryTimetable) {
        self.timetable = timetable
    }

    func reserve(_ cabin: CabinClass, on sailing: Sailing, passengers: Int) async -> String? {
        try? await timetable.reserve(cabin, on: sailing, passengers: passengers)
    }
}
