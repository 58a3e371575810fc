import SwiftUI

// MARK: - Builder

enum LessonPlayerBuilder {
    @MainActor
    static func build(lesson: Lesson, course: CourseService) -> some View {
        let interactor = LessonPlayerInteractor(course: course)
        let presenter = LessonPlayerPresenter(lesson: lesson, interactor: interactor)
        return LessonPlayerView(presenter: presenter, course: course)
    }
}

// MARK: - View

struct LessonPlayerView: View {
    @ObservedObject var presenter: LessonPlayerPresenter
    let course: CourseService

    var body: some View {
        Form {
            Section("Say it") {
                Text(presenter.currentPhrase).font(.title2)
                TextField("Type what you hear", text: $presenter.answer)
                    .textInputAutocapitalization(.never)
            }
            Section {
                Button(presenter.isLastPhrase ? "Finish lesson" : "Next phrase") {
                    Task { await presenter.didSubmit() }
                }
                Text("\(presenter.correctCount) correct").foregroundStyle(.secondary)
            }
        }
        .navigationTitle(presenter.lesson.title)
        .grammarHelp(topic: presenter.lesson.grammarTopic, course: course)
    }
}

// MARK: - Presenter

@MainActor
final class LessonPlayerPresenter: ObservableObject {
    let lesson: Lesson
    @Published var answer = ""
    @Published private(set) var index = 0
    @Published private(set) var correctCount = 0

    private let interactor: LessonPlayerInteractor

    init(lesson: Lesson, interactor: LessonPlayerInteractor) {
        self.lesson = lesson
        self.interactor = interactor
    }

    var currentPhrase: String {
        lesson.phrases[min(index, lesson.phrases.count - 1)]
    }

    var isLastPhrase: Bool {
        index >= lesson.phrases.count - 1
    }

    func didSubmit() async {
        if await interactor.check(answer, lesson: lesson) {
            correctCount += 1
        }
        answer = ""
        if !isLastPhrase {
            index += 1
        }
    }
}

// MARK: - Interactor

final class LessonPlayerInteractor {
    private let course: CourseService

    init(course: CourseService) {
        self.course = course
    }

    func check(_ answer: String, lesson: Lesson) async -> Bool {
        await course.record(answer: answer, lessonID: lesson.id)
    }
}
