import Foundation

final class ShowtimesInteractor {
    private let boxOffice: BoxOffice

    init(boxOffice: BoxOffice) {
        self.boxOffice = boxOffice
    }

    func todaysShowtimes() async -> [Showtime] {
        await boxOffice.showtimes(on: Calendar.current.startOfDay(for: Date()))
    }
}
