import Foundation

struct Bed: Identifiable, Hashable {
    let id: Int
    let name: String
    let sunHours: Int
}

struct Crop: Identifiable, Hashable {
    let id: Int
    let name: String
    let sowFromMonth: Int
    let sowUntilMonth: Int
    let spacingCentimetres: Int
}

final class GardenJournal {

    private let plantings: [Int: [Crop]] = [
        1: [
            Crop(id: 10, name: "Runner beans", sowFromMonth: 5, sowUntilMonth: 6, spacingCentimetres: 20),
            Crop(id: 11, name: "Sweetcorn", sowFromMonth: 4, sowUntilMonth: 5, spacingCentimetres: 35)
        ],
        2: [
            Crop(id: 20, name: "Carrots", sowFromMonth: 3, sowUntilMonth: 7, spacingCentimetres: 5),
            Crop(id: 21, name: "Spring onions", sowFromMonth: 3, sowUntilMonth: 8, spacingCentimetres: 2)
        ]
    ]

    func beds() async -> [Bed] {
        [Bed(id: 1, name: "South border", sunHours: 8), Bed(id: 2, name: "Raised bed by the shed", sunHours: 5)]
    }

    func crops(in bed: Bed) async -> [Crop] {
        plantings[bed.id] ?? []
    }

    func companions(of crop: Crop) -> [Crop] {
        plantings.values.flatMap { $0 }.filter { $0.id != crop.id }
    }

    func note(for crop: Crop) -> String {
        "Sow \(crop.name.lowercased()) \(crop.spacingCentimetres) cm apart."
    }
}
