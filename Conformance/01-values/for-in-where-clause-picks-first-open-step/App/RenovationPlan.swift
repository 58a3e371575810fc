import Foundation

struct RenovationStep {
    enum Kind {
        case permit
        case quotes
    }

    let kind: Kind
    let title: String
    var isDone: Bool
}

struct RenovationPlan {
    let id: UUID
    let room: String
    let budget: Int
    var steps: [RenovationStep]
}

final class PlanStore {
    static let shared = PlanStore()

    private(set) var currentPlan = RenovationPlan(
        id: UUID(),
        room: "Kitchen extension",
        budget: 38_000,
        steps: [
            RenovationStep(kind: .permit, title: "Planning permission", isDone: false),
            RenovationStep(kind: .quotes, title: "Builder quotes", isDone: false)
        ]
    )

    func markDone(_ kind: RenovationStep.Kind) {
        for index in currentPlan.steps.indices where currentPlan.steps[index].kind == kind {
            currentPlan.steps[index].isDone = true
        }
    }
}
