import Foundation

@MainActor
final class LessonsPresenter: ObservableObject {
    @Published private(set) var lessons: [Lesson] = []
    @Published private(set) var showPaywall = false

    private let interactor: LessonsInteractor

    init(interactor: LessonsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        lessons = await interactor.lessons()
    }

    func isUnlocked(_ lesson: Lesson) -> Bool {
        !lesson.isPremium || interactor.isSubscribed
    }

    func didTapLocked(_ lesson: Lesson) {
        interactor.track(lockedLesson: lesson)
        showPaywall = true
    }

    func paywallClosed() {
        showPaywall = false
        Task { await load() }
    }
}
