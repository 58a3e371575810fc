import SwiftUI

@main
struct LingofernApp: App {
    private let course = CourseService(language: "Portuguese")

    var body: some Scene {
        WindowGroup {
            LessonsBuilder.build(course: course)
        }
    }
}
