import UIKit

/// A screen another module can be sent to. Each module that can be opened from
/// elsewhere publishes one conforming value type next to its builder.
protocol Destination {
    func makeScreen() -> UIViewController
}
