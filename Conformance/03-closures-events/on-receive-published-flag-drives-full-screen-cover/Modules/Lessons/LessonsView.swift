import SwiftUI

struct LessonsView: View {
    @ObservedObject var presenter: LessonsPresenter
    let courses: CourseStore
    @State private var paywallShown = false

    var body: some View {
        NavigationStack {
            List(presenter.lessons) { lesson in
                if presenter.isUnlocked(lesson) {
                    NavigationLink(destination: LessonPlayerBuilder.build(lesson: lesson, courses: courses)) {
                        LessonRow(lesson: lesson, locked: false)
                    }
                } else {
                    Button {
                        presenter.didTapLocked(lesson)
                    } label: {
                        LessonRow(lesson: lesson, locked: true)
                    }
                }
            }
            .navigationTitle("Spanish A2")
            .task { await presenter.load() }
        }
        .onReceive(presenter.$showPaywall) { show in
            paywallShown = show
        }
        .fullScreenCover(isPresented: $paywallShown, onDismiss: presenter.paywallClosed) {
            PaywallBuilder.build(courses: courses)
        }
    }
}

private struct LessonRow: View {
    let lesson: Lesson
    let locked: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(lesson.title).font(.headline)
                Text("\(lesson.minutes) min").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            if locked {
                Image(systemName: "lock.fill").foregroundStyle(.orange)
            }
        }
    }
}
