import SwiftUI

struct LessonsView: View {
    @ObservedObject var presenter: LessonsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.lessons) { lesson in
                NavigationLink {
                    LessonPlayerBuilder.build(lesson: lesson, course: presenter.course)
                } label: {
                    LabeledContent(lesson.title, value: lesson.grammarTopic)
                }
            }
            .navigationTitle(presenter.title)
            .grammarHelp(topic: "Overview", course: presenter.course)
            .task { await presenter.load() }
        }
    }
}
