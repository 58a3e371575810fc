import Foundation

/// Shared by every router that can take its own screen away.
protocol Closing: AnyObject {
    func close()
}
