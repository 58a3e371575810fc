import Foundation

struct Article: Equatable {
    let headline: String
    let section: String
    let body: String
    let isPremium: Bool
}

struct Subscription {
    let isActive: Bool
    let freeArticlesLeft: Int
}

final class SubscriptionStore {
    static let shared = SubscriptionStore()

    var current: Subscription {
        let left = UserDefaults.standard.integer(forKey: "freeArticlesLeft")
        return Subscription(isActive: UserDefaults.standard.bool(forKey: "subscriptionActive"), freeArticlesLeft: left)
    }
}
