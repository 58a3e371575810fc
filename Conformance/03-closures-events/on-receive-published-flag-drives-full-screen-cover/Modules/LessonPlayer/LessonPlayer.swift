import SwiftUI

enum LessonPlayerBuilder {
    static func build(lesson: Lesson, courses: CourseStore) -> some View {
        let interactor = LessonPlayerInteractor(courses: courses)
        let presenter = LessonPlayerPresenter(lesson: lesson, interactor: interactor)
        return LessonPlayerView(presenter: presenter)
    }
}

struct LessonPlayerView: View {
    @ObservedObject var presenter: LessonPlayerPresenter

    var body: some View {
        List {
            ForEach(presenter.phrases) { phrase in
                VStack(alignment: .leading) {
                    Text(phrase.spanish).font(.body.bold())
                    Text(phrase.english).foregroundStyle(.secondary)
                }
            }
            Button("Mark as done") { presenter.finish() }
        }
        .navigationTitle(presenter.lesson.title)
        .task { await presenter.load() }
    }
}

@MainActor
final class LessonPlayerPresenter: ObservableObject {
    let lesson: Lesson
    @Published private(set) var phrases: [Phrase] = []

    private let interactor: LessonPlayerInteractor

    init(lesson: Lesson, interactor: LessonPlayerInteractor) {
        self.lesson = lesson
        self.interactor = interactor
    }

    func load() async {
        phrases = await interactor.phrases(of: lesson)
    }

    func finish() {
        interactor.complete(lesson)
    }
}

final class LessonPlayerInteractor {
    private let courses: CourseStore

    init(courses: CourseStore) {
        self.courses = courses
    }

    func phrases(of lesson: Lesson) async -> [Phrase] {
        await courses.phrases(of: lesson)
    }

    func complete(_ lesson: Lesson) {
        courses.markCompleted(lesson)
    }
}
