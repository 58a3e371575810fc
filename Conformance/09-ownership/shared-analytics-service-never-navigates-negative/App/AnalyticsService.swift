import UIKit

final class AnalyticsService {
    static let shared = AnalyticsService()
    private var queue: [[String: String]] = []

    func trackScreen(_ screen: UIViewController) {
        track("screen_view", ["screen": String(describing: type(of: screen))])
    }

    func trackTransition(from source: UIViewController, to destination: UIViewController) {
        track("transition", [
            "from": String(describing: type(of: source)),
            "to": String(describing: type(of: destination))
        ])
    }

    func track(_ event: String, _ properties: [String: String] = [:]) {
        queue.append(properties.merging(["event": event]) { current, _ in current })
        if queue.count >= 20 { flush() }
    }

    private func flush() {
        print("Uploading \(queue.count) analytics events")
        queue.removeAll()
    }
}
