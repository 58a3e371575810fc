import Foundation

final class LineupInteractor {
    private let programme: FestivalProgramme

    init(programme: FestivalProgramme) {
        self.programme = programme
    }

    func performances(day: String) async -> [Performance] {
        await programme.lineup(day: day).sorted { $0.start < $1.start }
    }
}
