import Foundation

struct Specimen: Identifiable, Hashable {
    let id: String
    let species: String
    let family: String
    let collector: String
    let year: Int
}

final class Herbarium {
    private var notes: [Specimen.ID: String] = [:]

    func specimens() async -> [Specimen] {
        [
            Specimen(id: "PR-00412", species: "Drosera rotundifolia", family: "Droseraceae", collector: "E. Marsh", year: 1911),
            Specimen(id: "PR-01877", species: "Primula veris", family: "Primulaceae", collector: "A. Holloway", year: 1954),
            Specimen(id: "PR-02203", species: "Orchis mascula", family: "Orchidaceae", collector: "E. Marsh", year: 1913),
            Specimen(id: "PR-03390", species: "Pinguicula vulgaris", family: "Lentibulariaceae", collector: "J. Okafor", year: 1998)
        ]
    }

    func families() async -> [String] {
        Array(Set(await specimens().map(\.family))).sorted()
    }

    func notes(for id: Specimen.ID) -> String {
        notes[id, default: ""]
    }

    func save(notes text: String, for id: Specimen.ID) {
        notes[id] = text
    }
}
