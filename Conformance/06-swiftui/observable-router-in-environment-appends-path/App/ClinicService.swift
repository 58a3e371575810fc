import Foundation

struct Pet: Identifiable, Hashable {
    let id: Int
    let name: String
    let species: String
    let birthYear: Int
}

struct Vaccination: Identifiable, Hashable {
    let id: Int
    let name: String
    let dueDate: Date
}

struct VisitSlot: Identifiable, Hashable {
    let id: Int
    let start: Date
    let vet: String
}

final class ClinicService {
    func pets() async -> [Pet] {
        [
            Pet(id: 1, name: "Biscuit", species: "Dog", birthYear: 2019),
            Pet(id: 2, name: "Miso", species: "Cat", birthYear: 2021),
            Pet(id: 3, name: "Pepper", species: "Rabbit", birthYear: 2022)
        ]
    }

    func vaccinations(of pet: Pet) async -> [Vaccination] {
        [
            Vaccination(id: 1, name: "Rabies booster", dueDate: .now.addingTimeInterval(86_400 * 30)),
            Vaccination(id: 2, name: "Annual check", dueDate: .now.addingTimeInterval(86_400 * 90))
        ]
    }

    func freeSlots(for pet: Pet) async -> [VisitSlot] {
        [
            VisitSlot(id: 1, start: .now.addingTimeInterval(3_600 * 26), vet: "Dr. Okafor"),
            VisitSlot(id: 2, start: .now.addingTimeInterval(3_600 * 50), vet: "Dr. Lindqvist")
        ]
    }

    func book(_ slot: VisitSlot, for pet: Pet, reason: String) async throws -> String {
        "VISIT-\(pet.id)-\(slot.id)"
    }
}
