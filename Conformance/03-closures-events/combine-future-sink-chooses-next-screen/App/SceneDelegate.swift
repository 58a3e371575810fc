import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private let loans = LoanService(baseURL: URL(string: "https://opac.northbridge-library.example")!)

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: CatalogBuilder.build(loans: loans))
        window.makeKeyAndVisible()
        self.window = window
    }
}
