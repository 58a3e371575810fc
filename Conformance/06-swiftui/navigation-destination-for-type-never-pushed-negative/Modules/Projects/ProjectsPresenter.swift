import Foundation

@MainActor
final class ProjectsPresenter: ObservableObject {
    @Published private(set) var projects: [Project] = []

    private let interactor: ProjectsInteractor

    init(interactor: ProjectsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        projects = await interactor.projects()
    }
}
