import Foundation

struct Seed: Identifiable, Hashable {
    let id: Int
    let name: String
    let variety: String
    let donatedBy: String
    let packetsLeft: Int
}

struct SowingInstructions {
    let sowFrom: String
    let sowUntil: String
    let depthMillimetres: Int
    let spacingCentimetres: Int
    let notes: String
}

final class SeedLibraryClient {
    func catalogue() async throws -> [Seed] {
        [
            Seed(id: 1, name: "Tomato", variety: "Gardener's Delight", donatedBy: "Allotment 14", packetsLeft: 6),
            Seed(id: 2, name: "Runner bean", variety: "Scarlet Emperor", donatedBy: "Ruth K.", packetsLeft: 2),
            Seed(id: 3, name: "Calendula", variety: "Indian Prince", donatedBy: "Community garden", packetsLeft: 11),
            Seed(id: 4, name: "Beetroot", variety: "Chioggia", donatedBy: "Allotment 3", packetsLeft: 0)
        ]
    }

    func instructions(for seedID: Seed.ID) async throws -> SowingInstructions {
        SowingInstructions(sowFrom: "March", sowUntil: "May", depthMillimetres: 6,
                           spacingCentimetres: 45, notes: "Start indoors, harden off after the last frost.")
    }
}
