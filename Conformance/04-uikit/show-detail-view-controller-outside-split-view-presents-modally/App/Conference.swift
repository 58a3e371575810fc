import Foundation

struct Speaker {
    let name: String
    let company: String
    let bio: String
}

struct Session {
    let title: String
    let room: String
    let startsAt: String
    let speaker: Speaker
}

enum Programme {
    static let day1: [Session] = [
        Session(title: "Shipping a Widget in a Week", room: "Hall A", startsAt: "09:30",
                speaker: Speaker(name: "Priya Raman", company: "Tidepool", bio: "Builds calm software for loud teams.")),
        Session(title: "Accessibility Beyond VoiceOver", room: "Hall B", startsAt: "11:00",
                speaker: Speaker(name: "Jonas Weber", company: "Lumen", bio: "Ten years of making apps usable by everyone."))
    ]
}
