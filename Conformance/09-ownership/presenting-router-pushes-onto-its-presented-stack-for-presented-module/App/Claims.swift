import Foundation

struct Policy {
    let number: String
    let vehicle: String
}

enum ClaimKind: String, CaseIterable {
    case collision = "Collision"
    case theft = "Theft"
    case glass = "Windscreen / glass"
}

struct ClaimDraft {
    let policy: Policy
    let kind: ClaimKind
}
