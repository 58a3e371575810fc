import Foundation

struct NextTidePresenter: NextTideViewInput {
    let entry: NextTideEntry
    var headline: String { "High water at \(entry.date)" }
}
