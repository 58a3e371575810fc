import SwiftUI

/// Asks regular users, once, what equipment they observe with.
struct StargazerSurveyPrompt: ViewModifier {
    let almanac: SkyAlmanac
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("surveyAnswered") private var surveyAnswered = false
    @State private var isSurveyShown = false

    func body(content: Content) -> some View {
        content
            .onAppear {
                launchCount += 1
                if launchCount >= 5 && !surveyAnswered {
                    isSurveyShown = true
                }
            }
            .sheet(isPresented: $isSurveyShown, onDismiss: { surveyAnswered = true }) {
                StargazerSurveyBuilder.build(almanac: almanac)
                    .presentationDetents([.medium, .large])
            }
    }
}

extension View {
    func stargazerSurveyPrompt(almanac: SkyAlmanac) -> some View {
        modifier(StargazerSurveyPrompt(almanac: almanac))
    }
}
