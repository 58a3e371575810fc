import SwiftUI

@main
struct ParloApp: App {
    private let courses = CourseStore()

    var body: some Scene {
        WindowGroup {
            LessonsBuilder.build(courses: courses)
        }
    }
}
