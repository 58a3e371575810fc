import Foundation

struct Workout {
    let name: String
    let rounds: Int
    let minutes: Int
}
