import Foundation

struct BoulderProblem {
    let name: String
    let grade: String
    let wall: String
    let setter: String
}

final class SetterBoard {
    static let shared = SetterBoard()

    func currentProblems() -> [BoulderProblem] {
        [
            BoulderProblem(name: "Pinch Me", grade: "6A", wall: "The Cave", setter: "Ines"),
            BoulderProblem(name: "Slab Happy", grade: "5+", wall: "North Slab", setter: "Tom"),
            BoulderProblem(name: "Dyno Mite", grade: "7A", wall: "The Prow", setter: "Ines")
        ]
    }
}
