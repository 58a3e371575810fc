import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let itinerary = ItineraryBuilder.build(tripName: "Lisbon & Porto, May")
        window?.rootViewController = UINavigationController(rootViewController: itinerary)
        window?.makeKeyAndVisible()
        return true
    }
}
