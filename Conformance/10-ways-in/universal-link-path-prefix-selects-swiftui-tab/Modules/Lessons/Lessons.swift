import SwiftUI

enum LessonsModule {
    static func make(catalog: StudioCatalog) -> some View {
        LessonsView(presenter: LessonsPresenter(catalog: catalog))
    }
}

struct LessonsView: View {
    @ObservedObject var presenter: LessonsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.lessons) { lesson in
                VStack(alignment: .leading) {
                    Text(lesson.instrument).font(.headline)
                    Text("\(lesson.teacher) · \(lesson.startsAt.formatted(date: .abbreviated, time: .shortened))")
                        .font(.caption)
                }
            }
            .navigationTitle("Lessons")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class LessonsPresenter: ObservableObject {
    @Published private(set) var lessons: [Lesson] = []
    private let catalog: StudioCatalog

    init(catalog: StudioCatalog) {
        self.catalog = catalog
    }

    func load() async {
        lessons = await catalog.upcomingLessons()
    }
}
