import Foundation

enum StudioTab: Hashable {
    case lessons
    case practice
    case recitals
}

/// Shared links from the studio's website open the matching tab:
/// https://cadenza.example.com/lessons..., /practice..., /recitals...
@MainActor
final class StudioTabs: ObservableObject {
    @Published var selected: StudioTab = .lessons

    func select(forUniversalLink url: URL) {
        guard url.host == "cadenza.example.com" else { return }
        let path = url.path.lowercased()
        if path.hasPrefix("/lessons") {
            selected = .lessons
        } else if path.hasPrefix("/practice") {
            selected = .practice
        } else if path.hasPrefix("/recitals") {
            selected = .recitals
        }
    }
}
