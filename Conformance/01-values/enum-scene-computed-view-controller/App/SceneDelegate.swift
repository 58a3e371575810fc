import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let trip = Trip(name: "Lisbon to Porto", stops: Trip.sampleStops)
        window.rootViewController = UINavigationController(rootViewController: ItineraryBuilder.build(trip: trip))
        window.makeKeyAndVisible()
        self.window = window
    }
}
