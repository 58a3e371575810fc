import Foundation

struct Pet: Hashable {
    let id: Int
    let name: String
    let species: String
    let owner: String
    let nextVaccination: Date?
}

final class ClinicAPI {
    static let shared = ClinicAPI()

    func todaysPatients() async -> [Pet] {
        [
            Pet(id: 301, name: "Biscuit", species: "Dog", owner: "R. Okafor", nextVaccination: .now.addingTimeInterval(86_400 * 30)),
            Pet(id: 318, name: "Mochi", species: "Cat", owner: "L. Brandt", nextVaccination: nil)
        ]
    }

    func notes(petID: Int) async -> String {
        "Weight stable. Check left ear next visit."
    }
}
