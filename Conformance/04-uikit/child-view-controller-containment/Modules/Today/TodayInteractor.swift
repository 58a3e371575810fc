import Foundation

final class TodayInteractor {
    func plannedWorkouts() -> [String] {
        ["07:00  Easy run, 5 km", "18:30  Mobility, 20 min"]
    }
}
