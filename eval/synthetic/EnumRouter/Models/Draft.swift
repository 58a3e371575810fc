import Foundation

struct Draft: Codable, Equatable {
    let id: UUID
    var title: String
    var body: String
    var updatedAt: Date

    static func empty() -> Draft {
        Draft(id: UUID(), title: "", body: "", updatedAt: Date())
    }
}
