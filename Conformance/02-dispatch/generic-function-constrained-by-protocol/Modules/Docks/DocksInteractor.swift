import Foundation

protocol DocksInteractorInput: AnyObject {
    func nearbyDocks() -> [Dock]
}

final class DocksInteractor: DocksInteractorInput {
    func nearbyDocks() -> [Dock] {
        [
            Dock(id: "D-014", name: "Canal Bridge", bikesAvailable: 6, freeSlots: 4),
            Dock(id: "D-027", name: "Market Hall", bikesAvailable: 0, freeSlots: 12),
            Dock(id: "D-031", name: "University Library", bikesAvailable: 11, freeSlots: 1)
        ]
    }
}
