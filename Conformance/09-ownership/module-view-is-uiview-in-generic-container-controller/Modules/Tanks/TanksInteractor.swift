import Foundation

struct TankSummary {
    let id: UUID
    let name: String
    let litres: Int
}

protocol TanksInteractorInput: AnyObject {
    func loadTanks() -> [TankSummary]
}

final class TanksInteractor: TanksInteractorInput {

    func loadTanks() -> [TankSummary] {
        [
            TankSummary(id: UUID(), name: "Living room reef", litres: 240),
            TankSummary(id: UUID(), name: "Shrimp nano", litres: 30),
            TankSummary(id: UUID(), name: "Quarantine", litres: 60)
        ]
    }
}
