import Foundation

protocol ShowtimesInteractorInput: AnyObject {
    func tonight() async throws -> [Showing]
}

final class ShowtimesInteractor: ShowtimesInteractorInput {

    private let boxOffice: BoxOfficeAPI

    init(boxOffice: BoxOfficeAPI) {
        self.boxOffice = boxOffice
    }

    func tonight() async throws -> [Showing] {
        let today = Calendar.current.startOfDay(for: .now)
        return try await boxOffice.showings(on: today)
            .filter { $0.startsAt > .now }
            .sorted { $0.startsAt < $1.startsAt }
    }
}
