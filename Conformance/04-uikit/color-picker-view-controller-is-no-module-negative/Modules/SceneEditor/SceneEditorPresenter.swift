import UIKit

final class SceneEditorPresenter: NSObject, UIColorPickerViewControllerDelegate {

    weak var view: SceneEditorViewInput?
    var router: SceneEditorRouter!
    private var scene: LightScene

    init(scene: LightScene) {
        self.scene = scene
    }

    func viewDidLoad() {
        view?.show(name: scene.name, color: scene.color, brightness: scene.brightness)
    }

    func didTapChooseColor() {
        router.openColorPicker(selected: scene.color, delegate: self)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController,
                                   didSelect color: UIColor,
                                   continuously: Bool) {
        scene.color = color
        view?.show(name: scene.name, color: color, brightness: scene.brightness)
    }
}
