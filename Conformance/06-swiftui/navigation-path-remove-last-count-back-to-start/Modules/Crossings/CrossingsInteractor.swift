import Foundation

final class CrossingsInteractor {
    private let timetable: FerryTimetable

    init(timetable: FerryTimetable) {
        self.timetable = timetable
    }

    func crossings() async -> [Crossing] {
        await timetable.crossings()
    }
}
