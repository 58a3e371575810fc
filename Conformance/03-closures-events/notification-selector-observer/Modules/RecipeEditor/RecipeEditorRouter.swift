import UIKit

protocol RecipeEditorRouterInput: AnyObject {
    func close()
}

final class RecipeEditorRouter: RecipeEditorRouterInput {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
