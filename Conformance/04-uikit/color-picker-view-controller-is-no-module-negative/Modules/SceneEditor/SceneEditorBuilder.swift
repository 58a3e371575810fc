import UIKit

enum SceneEditorBuilder {

    static func build(scene: LightScene) -> UIViewController {
        let view = SceneEditorViewController()
        let presenter = SceneEditorPresenter(scene: scene)
        let router = SceneEditorRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
