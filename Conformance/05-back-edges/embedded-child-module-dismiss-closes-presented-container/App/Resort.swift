import Foundation

struct Resort {
    let name: String
    let region: String
    let liftsOpen: Int
}

enum PassKind: String, CaseIterable {
    case day = "1 day"
    case weekend = "Weekend (2 days)"
    case week = "6 days"
}
