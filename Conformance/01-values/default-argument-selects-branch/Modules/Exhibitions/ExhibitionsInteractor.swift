import Foundation

struct Exhibition {
    let id: String
    let title: String
    let gallery: String
}

protocol ExhibitionsInteractorInput: AnyObject {
    func currentExhibitions() -> [Exhibition]
}

final class ExhibitionsInteractor: ExhibitionsInteractorInput {
    func currentExhibitions() -> [Exhibition] {
        [
            Exhibition(id: "hokusai", title: "Hokusai: Beyond the Wave", gallery: "Room 90"),
            Exhibition(id: "bronze-age", title: "Bronze Age Britain", gallery: "Room 51")
        ]
    }
}
