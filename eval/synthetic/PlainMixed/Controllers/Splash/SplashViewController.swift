import UIKit

final class SplashViewController: UIViewController {

    private let logo = UIImageView(image: UIImage(systemName: "bubble.left.and.bubble.right.fill"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        logo.tintColor = .white
        logo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logo)
        NSLayoutConstraint.activate([
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            logo.widthAnchor.constraint(equalToConstant: 96),
            logo.heightAnchor.constraint(equalToConstant: 96)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            if SessionManager.shared.isAuthenticated {
                SceneDelegate.setRoot(MainTabBarController())
            } else {
                SceneDelegate.setRoot(UINavigationController(rootViewController: LoginController()))
            }
        }
    }
}
