import SwiftUI

/// Adds a "Grammar" toolbar button to any screen inside a `NavigationStack`
/// and pushes the grammar notes for that screen's topic.
struct GrammarHelpDestination: ViewModifier {
    let topic: String
    let course: CourseService
    @State private var isHelpShown = false

    func body(content: Content) -> some View {
        content
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Grammar", systemImage: "book.closed") {
                        isHelpShown = true
                    }
                }
            }
            .navigationDestination(isPresented: $isHelpShown) {
                GrammarHelpBuilder.build(topic: topic, course: course)
            }
    }
}

extension View {
    func grammarHelp(topic: String, course: CourseService) -> some View {
        modifier(GrammarHelpDestination(topic: topic, course: course))
    }
}
