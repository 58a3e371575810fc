import SwiftUI

enum ExerciseLogBuilder {
    static func build(exercise: Exercise) -> some View {
        let interactor = ExerciseLogInteractor(repository: .shared)
        let presenter = ExerciseLogPresenter(exercise: exercise, interactor: interactor)
        return ExerciseLogView(presenter: presenter)
    }
}

struct ExerciseLogView: View {
    @ObservedObject var presenter: ExerciseLogPresenter

    var body: some View {
        Form {
            Stepper("Weight: \(presenter.weight, specifier: "%.1f") kg", value: $presenter.weight, step: 2.5)
            Button("Log set") {
                Task { await presenter.logSet() }
            }
        }
        .navigationTitle(presenter.exercise.name)
    }
}

@MainActor
final class ExerciseLogPresenter: ObservableObject {
    let exercise: Exercise
    @Published var weight: Double = 60

    private let interactor: ExerciseLogInteractor

    init(exercise: Exercise, interactor: ExerciseLogInteractor) {
        self.exercise = exercise
        self.interactor = interactor
    }

    func logSet() async {
        await interactor.log(exercise, weight: weight)
    }
}

final class ExerciseLogInteractor {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func log(_ exercise: Exercise, weight: Double) async {
        await repository.log(exerciseID: exercise.id, weight: weight)
    }
}
