import UIKit

/// Puts the library tabs into the app's window at launch and counts the launches.
final class RootRouter: RootWireframe {

    private let defaults: UserDefaults
    private let launchCountKey = "BookNook.launchCount"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func presentMainScreen(in window: UIWindow) {
        let library = LibraryRouter.assembleModule()
        window.rootViewController = library
        window.makeKeyAndVisible()
        recordLaunch()
    }

    private func recordLaunch() {
        let launches = defaults.integer(forKey: launchCountKey)
        defaults.set(launches + 1, forKey: launchCountKey)
    }
}
