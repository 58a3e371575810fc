import Foundation

struct Crate {
    let genre: String
    let records: Int
}

final class CratesInteractor {

    func crates() -> [Crate] {
        [
            Crate(genre: "Northern soul", records: 64),
            Crate(genre: "Dub", records: 41),
            Crate(genre: "Krautrock", records: 27),
            Crate(genre: "Library music", records: 19)
        ]
    }
}
