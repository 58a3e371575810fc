import Foundation

struct Specimen: Codable, Equatable {
    let catalogNumber: String
    let species: String
    let locality: String
}

struct ImportTally {
    let imported: Int
    let skipped: Int
}

final class SpecimenStore {

    private let lock = NSLock()
    private var specimens: [Specimen] = []

    func all() -> [Specimen] {
        lock.lock()
        defer { lock.unlock() }
        return specimens
    }

    func save(_ newSpecimens: [Specimen]) {
        lock.lock()
        defer { lock.unlock() }
        for specimen in newSpecimens where !specimens.contains(specimen) {
            specimens.append(specimen)
        }
    }
}
