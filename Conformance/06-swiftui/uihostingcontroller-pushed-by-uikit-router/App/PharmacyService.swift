import Foundation

struct Prescription: Hashable {
    let id: String
    let drug: String
    let dosage: String
    let refillsLeft: Int
}

final class PharmacyService {
    static let shared = PharmacyService()

    func activePrescriptions() async -> [Prescription] {
        [
            Prescription(id: "RX-2231", drug: "Atorvastatin", dosage: "20 mg", refillsLeft: 3),
            Prescription(id: "RX-4410", drug: "Levothyroxine", dosage: "50 mcg", refillsLeft: 1)
        ]
    }

    func requestRefill(prescriptionID: String, pickupStore: String) async throws {}
}
