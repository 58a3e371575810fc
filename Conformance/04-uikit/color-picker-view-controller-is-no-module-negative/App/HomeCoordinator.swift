import UIKit

final class HomeCoordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let scenes = LightScenesBuilder.build(onEditScene: { [weak self] scene in
            self?.showEditor(for: scene)
        })
        navigationController.viewControllers = [scenes]
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showEditor(for scene: LightScene) {
        let editor = SceneEditorBuilder.build(scene: scene)
        navigationController.pushViewController(editor, animated: true)
    }
}
