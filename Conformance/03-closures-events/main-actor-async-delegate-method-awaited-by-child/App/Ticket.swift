import Foundation

struct Gate: Hashable {
    let name: String
    let stand: String
}

struct Ticket: Hashable {
    let code: String
    let holder: String
    let seat: String
    let admittedAt: Date
}
