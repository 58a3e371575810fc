import Foundation

struct Artist: Equatable {
    let name: String
    let stage: String
    let startsAt: String
    let bio: String
}

struct Pass: Equatable {
    let name: String
    let priceEuros: Int
}

final class FestivalService {

    func lineup() -> [Artist] {
        [
            Artist(name: "The Salt Marsh Choir", stage: "Harbour", startsAt: "Fri 18:30",
                   bio: "Forty voices, one accordion, songs about the tide."),
            Artist(name: "Kaito & the Lanterns", stage: "Forest", startsAt: "Sat 21:00",
                   bio: "City pop played on instruments found at flea markets."),
            Artist(name: "Mbira Nights", stage: "Harbour", startsAt: "Sun 20:15",
                   bio: "Thumb pianos, drums and a very long encore.")
        ]
    }

    func passes() -> [Pass] {
        [Pass(name: "Day pass", priceEuros: 65), Pass(name: "Weekend pass", priceEuros: 150)]
    }

    func buy(_ pass: Pass, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { completion(true) }
    }
}
