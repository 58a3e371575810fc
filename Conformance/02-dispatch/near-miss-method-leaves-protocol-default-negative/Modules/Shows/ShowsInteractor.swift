import Foundation

struct Podcast {
    let title: String
    let host: String
    let isPremium: Bool
}

protocol ShowsInteractorInput: AnyObject {
    var hasSubscription: Bool { get }
    func followedShows() -> [Podcast]
}

final class ShowsInteractor: ShowsInteractorInput {

    var hasSubscription: Bool {
        UserDefaults.standard.bool(forKey: "hasPremiumSubscription")
    }

    func followedShows() -> [Podcast] {
        [
            Podcast(title: "Soil & Roots", host: "Maren Ek", isPremium: false),
            Podcast(title: "The Night Sky Hour", host: "Tomás Ruiz", isPremium: true),
            Podcast(title: "Small Engines", host: "Ada Quist", isPremium: false)
        ]
    }
}
