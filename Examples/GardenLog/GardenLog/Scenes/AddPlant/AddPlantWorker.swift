import Foundation

/// Turns the raw form input into a validated `Plant`; persisting is left to the plant list.
final class AddPlantWorker {
    let allowedIntervals = 1...60

    func makePlant(from draft: PlantDraft) -> Result<Plant, PlantValidationError> {
        let name = draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .failure(.missingName) }
        guard allowedIntervals.contains(draft.wateringIntervalDays) else { return .failure(.intervalOutOfRange) }
        let photoURL = draft.photoLink.flatMap { URL(string: $0) }
        let plant = Plant(
            name: name,
            species: draft.species.isEmpty ? "Unknown species" : draft.species,
            wateringIntervalDays: draft.wateringIntervalDays,
            photoURL: photoURL
        )
        return .success(plant)
    }
}
