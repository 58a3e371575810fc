import Foundation

struct Bird: Equatable {
    let commonName: String
    let scientificName: String
}

struct Sighting {
    let bird: Bird
    let count: Int
    let date: Date
}

final class FieldNotebook {
    static let shared = FieldNotebook()

    let checklist = [
        Bird(commonName: "Eurasian wren", scientificName: "Troglodytes troglodytes"),
        Bird(commonName: "Grey heron", scientificName: "Ardea cinerea"),
        Bird(commonName: "Common kingfisher", scientificName: "Alcedo atthis"),
        Bird(commonName: "Red kite", scientificName: "Milvus milvus")
    ]

    private(set) var sightings: [Sighting] = []

    private let archiveURL = FileManager.default
        .urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("sightings.txt")

    func log(_ sighting: Sighting, completion: @escaping () -> Void) {
        sightings.insert(sighting, at: 0)
        let lines = sightings.map { "\($0.date.timeIntervalSince1970)\t\($0.bird.scientificName)\t\($0.count)" }
        let url = archiveURL
        DispatchQueue.global(qos: .utility).async {
            try? lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
            DispatchQueue.main.async(execute: completion)
        }
    }
}
