import Foundation

enum SlopesSheet: Identifiable {
    case liftPass
    case gearRental(Run)
    case skiLesson(level: SkillLevel)

    var id: String {
        switch self {
        case .liftPass:
            return "lift-pass"
        case .gearRental(let run):
            return "gear-\(run.id)"
        case .skiLesson(let level):
            return "lesson-\(level.rawValue)"
        }
    }
}

@MainActor
final class SlopesPresenter: ObservableObject {
    @Published private(set) var runs: [Run] = []
    @Published var sheet: SlopesSheet?

    private let resort: ResortService

    init(resort: ResortService) {
        self.resort = resort
    }

    func load() async {
        runs = await resort.runs()
    }

    func didTapBuyPass() {
        sheet = .liftPass
    }

    func didTapRentGear(for run: Run) {
        sheet = .gearRental(run)
    }
}
