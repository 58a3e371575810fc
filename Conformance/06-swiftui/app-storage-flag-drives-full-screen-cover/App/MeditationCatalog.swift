import Foundation

enum Goal: String, CaseIterable, Identifiable {
    case sleep = "Sleep better"
    case focus = "Focus"
    case stress = "Less stress"
    case gratitude = "Gratitude"

    var id: String { rawValue }
}

struct MeditationSession: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
    let goal: Goal
}

final class MeditationCatalog {
    private var chosenGoals: Set<Goal> = []

    func sessions() async -> [MeditationSession] {
        [
            MeditationSession(id: 1, title: "Body scan", minutes: 12, goal: .sleep),
            MeditationSession(id: 2, title: "Box breathing", minutes: 5, goal: .focus),
            MeditationSession(id: 3, title: "Evening wind-down", minutes: 20, goal: .stress)
        ]
        .filter { chosenGoals.isEmpty || chosenGoals.contains($0.goal) }
    }

    func save(goals: Set<Goal>) {
        chosenGoals = goals
    }

    func logCompleted(_ session: MeditationSession, seconds: Int) {}
}
