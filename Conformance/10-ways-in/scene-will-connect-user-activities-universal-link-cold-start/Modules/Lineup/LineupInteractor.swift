import Foundation

protocol LineupInteractorInput: AnyObject {
    func fetchLineup(completion: @escaping ([Performance]) -> Void)
}

final class LineupInteractor: LineupInteractorInput {
    private let api: FestivalAPI

    init(api: FestivalAPI) {
        self.api = api
    }

    func fetchLineup(completion: @escaping ([Performance]) -> Void) {
        api.lineup { performances in
            completion(performances.sorted { $0.startsAt < $1.startsAt })
        }
    }
}
