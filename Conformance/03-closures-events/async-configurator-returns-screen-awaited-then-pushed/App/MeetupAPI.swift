import Foundation

struct Meetup: Equatable {
    let id: Int
    let title: String
    let languages: String
    let venue: String
}

struct Attendee: Equatable {
    let name: String
    let speaks: String
}

final class MeetupAPI {

    func upcoming() async throws -> [Meetup] {
        try await Task.sleep(nanoseconds: 150_000_000)
        return [
            Meetup(id: 7, title: "Tapas & Tandem", languages: "Spanish ⇄ English", venue: "Café Lumen"),
            Meetup(id: 9, title: "Kaffee und Kanji", languages: "German ⇄ Japanese", venue: "Library annex")
        ]
    }

    func meetup(id: Int) async throws -> Meetup {
        guard let meetup = try await upcoming().first(where: { $0.id == id }) else { throw URLError(.fileDoesNotExist) }
        return meetup
    }

    func attendees(meetupID: Int) async throws -> [Attendee] {
        try await Task.sleep(nanoseconds: 200_000_000)
        return [Attendee(name: "Inés", speaks: "es"), Attendee(name: "Tom", speaks: "en")]
    }
}
