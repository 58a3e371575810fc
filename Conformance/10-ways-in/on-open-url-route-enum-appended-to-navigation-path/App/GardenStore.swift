import Foundation

struct RaisedBed: Identifiable, Hashable {
    let id: Int
    let name: String
    let sunHours: Int
    let plantSlugs: [String]
}

struct PlantInfo: Hashable {
    let slug: String
    let name: String
    let sowIndoors: String
    let plantOut: String
    let spacingCm: Int
}

final class GardenStore {

    private let beds = [
        RaisedBed(id: 1, name: "South fence", sunHours: 8, plantSlugs: ["tomato", "basil"]),
        RaisedBed(id: 2, name: "Shed corner", sunHours: 4, plantSlugs: ["chard", "runner-bean"]),
        RaisedBed(id: 4, name: "Herb spiral", sunHours: 6, plantSlugs: ["thyme"])
    ]

    func allBeds() async -> [RaisedBed] {
        beds
    }

    func bed(id: Int) async -> RaisedBed? {
        beds.first { $0.id == id }
    }

    func plant(slug: String) async -> PlantInfo {
        PlantInfo(slug: slug,
                  name: slug.replacingOccurrences(of: "-", with: " ").capitalized,
                  sowIndoors: "March–April",
                  plantOut: "Late May",
                  spacingCm: 45)
    }

    func water(bedID: Int) async {}
}
