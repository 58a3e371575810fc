import SwiftUI

enum WorkoutsRoute: Hashable {
    case exercise(Exercise)
    case history
}

@MainActor
final class WorkoutsRouter: ObservableObject {
    @Published var path: [WorkoutsRoute] = []

    func showExercise(_ exercise: Exercise) {
        path.append(.exercise(exercise))
    }

    func showHistory() {
        path.append(.history)
    }

    @ViewBuilder
    func destination(for route: WorkoutsRoute) -> some View {
        switch route {
        case .exercise(let exercise):
            ExerciseLogBuilder.build(exercise: exercise)
        case .history:
            HistoryBuilder.build()
        }
    }
}
