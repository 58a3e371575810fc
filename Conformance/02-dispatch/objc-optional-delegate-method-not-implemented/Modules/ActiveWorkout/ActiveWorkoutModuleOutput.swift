import Foundation

/// What the active workout screen reports to whoever started it.
@objc protocol ActiveWorkoutModuleOutput {
    func activeWorkoutDidFinish(calories: Int)
    @objc optional func activeWorkoutDidRequestHeartRateZones()
}
