import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let timetable = TimetableService()

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let stations = StationsBuilder.build(timetable: timetable)
        window.rootViewController = UINavigationController(rootViewController: stations)
        window.makeKeyAndVisible()
        self.window = window
    }
}
