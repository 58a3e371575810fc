import Foundation

protocol MainTabsInteractorInput: AnyObject {
    func activeTrailAlerts() -> Int
}

final class MainTabsInteractor: MainTabsInteractorInput {

    func activeTrailAlerts() -> Int {
        UserDefaults.standard.integer(forKey: "unreadTrailAlerts")
    }
}
