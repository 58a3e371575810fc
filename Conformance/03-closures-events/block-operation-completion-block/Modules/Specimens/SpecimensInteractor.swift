import Foundation

protocol SpecimensInteractorInput: AnyObject {
    func specimens() -> [Specimen]
    func fieldNotesFile() -> URL?
}

final class SpecimensInteractor: SpecimensInteractorInput {

    private let store: SpecimenStore

    init(store: SpecimenStore) {
        self.store = store
    }

    func specimens() -> [Specimen] {
        store.all().sorted { $0.species < $1.species }
    }

    func fieldNotesFile() -> URL? {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let file = documents.appendingPathComponent("field-notes.csv")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }
}
