import Foundation

extension Container {
    static let app: Container = {
        let container = Container()
        container.register(LessonsRouting.self) { LessonsRouter(container: container) }
        container.register(QuizModuleBuilding.self) { QuizBuilder() }
        return container
    }()
}
