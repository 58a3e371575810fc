import Foundation

struct SkyObject: Identifiable, Hashable {
    let id: String
    let name: String
    let magnitude: Double
}

struct LogEntry: Identifiable, Hashable {
    let id: UUID
    var note: String
    let date: Date
}

final class SkyCatalogService {
    static let shared = SkyCatalogService()
    func visibleTonight() -> [SkyObject] { [] }
    func planets() -> [SkyObject] { [] }
    func deepSky() -> [SkyObject] { [] }
    func log(for object: SkyObject) -> [LogEntry] { [] }
}
