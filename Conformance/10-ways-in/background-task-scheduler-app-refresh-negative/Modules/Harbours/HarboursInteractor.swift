import Foundation

final class HarboursInteractor {

    private let sync = TideSync.shared

    func harbours() -> [String] {
        sync.savedHarbours
    }

    func nextTideDescription(for harbour: String) -> String {
        guard let next = sync.cache[harbour]?.first(where: { $0.time > Date() }) else { return "No data yet" }
        let kind = next.isHigh ? "High" : "Low"
        return "\(kind) water \(next.time.formatted(date: .omitted, time: .shortened))"
    }
}
