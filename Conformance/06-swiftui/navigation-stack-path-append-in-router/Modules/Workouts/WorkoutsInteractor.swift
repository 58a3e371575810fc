import Foundation

final class WorkoutsInteractor {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func todaysPlan() async -> [Exercise] {
        await repository.todaysPlan()
    }
}
