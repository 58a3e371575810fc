import SwiftUI

// MARK: - Builder

enum GrammarHelpBuilder {
    @MainActor
    static func build(topic: String, course: CourseService) -> some View {
        let interactor = GrammarHelpInteractor(course: course)
        return GrammarHelpView(presenter: GrammarHelpPresenter(topic: topic, interactor: interactor))
    }
}

// MARK: - View

struct GrammarHelpView: View {
    @ObservedObject var presenter: GrammarHelpPresenter

    var body: some View {
        List(presenter.notes) { note in
            VStack(alignment: .leading, spacing: 6) {
                Text(note.heading).font(.headline)
                Text(note.body)
            }
        }
        .navigationTitle(presenter.topic)
        .navigationBarTitleDisplayMode(.inline)
        .task { await presenter.load() }
    }
}

// MARK: - Presenter

@MainActor
final class GrammarHelpPresenter: ObservableObject {
    let topic: String
    @Published private(set) var notes: [GrammarNote] = []

    private let interactor: GrammarHelpInteractor

    init(topic: String, interactor: GrammarHelpInteractor) {
        self.topic = topic
        self.interactor = interactor
    }

    func load() async {
        notes = await interactor.notes(on: topic)
    }
}

// MARK: - Interactor

final class GrammarHelpInteractor {
    private let course: CourseService

    init(course: CourseService) {
        self.course = course
    }

    func notes(on topic: String) async -> [GrammarNote] {
        await course.notes(on: topic)
    }
}
