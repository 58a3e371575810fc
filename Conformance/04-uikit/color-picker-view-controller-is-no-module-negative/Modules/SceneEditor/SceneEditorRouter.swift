import UIKit

final class SceneEditorRouter {

    weak var viewController: UIViewController?

    func openColorPicker(selected color: UIColor, delegate: UIColorPickerViewControllerDelegate) {
        let picker = UIColorPickerViewController()
        picker.title = "Scene colour"
        picker.selectedColor = color
        picker.supportsAlpha = false
        picker.delegate = delegate
        viewController?.present(picker, animated: true)
    }
}
