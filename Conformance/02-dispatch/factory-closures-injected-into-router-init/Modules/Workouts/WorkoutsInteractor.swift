import Foundation

final class WorkoutsInteractor {
    private let catalog: ExerciseCatalog

    init(catalog: ExerciseCatalog) {
        self.catalog = catalog
    }

    var exercises: [Exercise] {
        catalog.exercises
    }
}
