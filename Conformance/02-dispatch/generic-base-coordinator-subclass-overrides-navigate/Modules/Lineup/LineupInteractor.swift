import Foundation

protocol LineupInteractorInput: AnyObject {
    func artistsByStartTime() -> [Artist]
}

final class LineupInteractor: LineupInteractorInput {

    private let festival: FestivalService

    init(festival: FestivalService) {
        self.festival = festival
    }

    func artistsByStartTime() -> [Artist] {
        festival.lineup()
    }
}
