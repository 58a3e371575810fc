import Foundation

struct KaraokeRoom: Equatable {
    let name: String
    let seats: Int
    let pricePerHour: Int
}

final class KaraokeVenue {

    func rooms() -> [KaraokeRoom] {
        [
            KaraokeRoom(name: "Neon Booth", seats: 4, pricePerHour: 18),
            KaraokeRoom(name: "Disco Den", seats: 8, pricePerHour: 32),
            KaraokeRoom(name: "Ballad Lounge", seats: 14, pricePerHour: 55)
        ]
    }

    func book(_ room: KaraokeRoom, hours: Int, completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { completion(true) }
    }
}
