import Foundation

final class WorkoutPlan: NSObject {

    struct Interval {
        let name: String
        let seconds: Int
    }

    let name: String
    let intervals: [Interval]

    init(name: String, intervals: [Interval]) {
        self.name = name
        self.intervals = intervals
    }

    var totalMinutes: Int {
        intervals.reduce(0) { $0 + $1.seconds } / 60
    }
}
