import Foundation

final class WorkoutListInteractor {
    let plans = ["Easy 5K", "Intervals 8×400", "Long ride", "Core circuit"]
    let athleteAge = 34
    private var sessions: [(date: Date, calories: Int)] = []

    func record(calories: Int) {
        sessions.append((Date(), calories))
    }

    func weeklyCalories() -> Int {
        let weekAgo = Date(timeIntervalSinceNow: -7 * 86_400)
        return sessions.filter { $0.date > weekAgo }.reduce(0) { $0 + $1.calories }
    }
}
