import Foundation

struct Dock: Equatable {
    let name: String
    let freeBikes: Int
    let freeSlots: Int
}

protocol DocksInteractorInput: AnyObject {
    func nearbyDocks() -> [Dock]
}

final class DocksInteractor: DocksInteractorInput {

    func nearbyDocks() -> [Dock] {
        [
            Dock(name: "Canal Street", freeBikes: 7, freeSlots: 5),
            Dock(name: "Market Square", freeBikes: 0, freeSlots: 14),
            Dock(name: "Riverside Park", freeBikes: 11, freeSlots: 2)
        ]
    }
}
