import Foundation

struct Sighting: Identifiable, Hashable {
    let id: UUID
    let species: String
    let count: Int
    let site: String
    let date: Date
}

struct SpeciesNotes: Hashable {
    let species: String
    let latin: String
    let habitat: String
    let call: String
}

final class Logbook {
    private var sightings: [Sighting] = [
        Sighting(id: UUID(), species: "Kingfisher", count: 1, site: "Mill pond", date: .now.addingTimeInterval(-3_600)),
        Sighting(id: UUID(), species: "Redshank", count: 14, site: "Estuary hide", date: .now.addingTimeInterval(-86_400)),
        Sighting(id: UUID(), species: "Marsh harrier", count: 2, site: "Reedbed", date: .now.addingTimeInterval(-172_800))
    ]

    func all() async -> [Sighting] {
        sightings.sorted { $0.date > $1.date }
    }

    func add(species: String, count: Int, site: String) async {
        sightings.append(Sighting(id: UUID(), species: species, count: count, site: site, date: .now))
    }

    func notes(on species: String) async -> SpeciesNotes {
        SpeciesNotes(species: species, latin: "—", habitat: "Wetland margins", call: "A sharp, high whistle")
    }
}
