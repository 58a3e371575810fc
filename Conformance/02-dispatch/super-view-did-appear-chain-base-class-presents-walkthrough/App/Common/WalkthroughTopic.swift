import Foundation

enum WalkthroughTopic: String {
    case rooms
    case booking

    private static let defaults = UserDefaults.standard

    static func hasSeen(_ topic: WalkthroughTopic) -> Bool {
        defaults.bool(forKey: "walkthrough.seen.\(topic.rawValue)")
    }

    static func markSeen(_ topic: WalkthroughTopic) {
        defaults.set(true, forKey: "walkthrough.seen.\(topic.rawValue)")
    }
}
