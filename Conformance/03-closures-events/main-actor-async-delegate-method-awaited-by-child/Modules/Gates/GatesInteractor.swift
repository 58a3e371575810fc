import Foundation

protocol GatesInteractorInput: AnyObject {
    func gates() -> [Gate]
    func validate(code: String) async -> Ticket?
}

final class GatesInteractor: GatesInteractorInput {

    private var admitted: Set<String> = []
    private let sold: [String: (holder: String, seat: String)] = [
        "NX-2291": ("Priya Raman", "Block C, row 4, seat 11"),
        "NX-3310": ("Jonas Weber", "Block F, row 19, seat 2")
    ]

    func gates() -> [Gate] {
        [Gate(name: "Gate 1", stand: "North"), Gate(name: "Gate 4", stand: "East"), Gate(name: "Gate 7", stand: "South")]
    }

    func validate(code: String) async -> Ticket? {
        try? await Task.sleep(nanoseconds: 150_000_000)
        guard let entry = sold[code], !admitted.contains(code) else { return nil }
        admitted.insert(code)
        return Ticket(code: code, holder: entry.holder, seat: entry.seat, admittedAt: Date())
    }
}
