import Foundation

protocol NextTideViewInput {
    var headline: String { get }
}

protocol NextTideInteractorInput {
    func nextHighWater() -> Date
}
