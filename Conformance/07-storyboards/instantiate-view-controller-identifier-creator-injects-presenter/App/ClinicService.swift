import Foundation

struct Pet: Equatable {
    let id: Int
    let name: String
    let species: String
}

final class ClinicService {
    static let shared = ClinicService()

    func registeredPets() -> [Pet] {
        [Pet(id: 1, name: "Biscuit", species: "Beagle"), Pet(id: 2, name: "Mochi", species: "Ragdoll cat")]
    }

    func freeSlots(for pet: Pet, on day: Date) -> [Date] {
        [day.addingTimeInterval(9 * 3600), day.addingTimeInterval(14 * 3600)]
    }

    func book(_ pet: Pet, at date: Date, completion: @escaping (Result<Void, Error>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { completion(.success(())) }
    }
}
