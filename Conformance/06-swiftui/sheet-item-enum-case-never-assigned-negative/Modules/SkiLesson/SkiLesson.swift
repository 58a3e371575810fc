import SwiftUI

enum SkiLessonConfigurator {
    static func configure(level: SkillLevel, resort: ResortService) -> some View {
        SkiLessonView(presenter: SkiLessonPresenter(level: level, resort: resort))
    }
}

struct SkiLessonView: View {
    @ObservedObject var presenter: SkiLessonPresenter

    var body: some View {
        NavigationStack {
            List(presenter.instructors, id: \.self) { name in
                Label(name, systemImage: "figure.skiing.downhill")
            }
            .navigationTitle("\(presenter.level.rawValue.capitalized) lesson")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class SkiLessonPresenter: ObservableObject {
    let level: SkillLevel
    @Published private(set) var instructors: [String] = []
    private let resort: ResortService

    init(level: SkillLevel, resort: ResortService) {
        self.level = level
        self.resort = resort
    }

    func load() async {
        instructors = await resort.instructors(for: level)
    }
}
