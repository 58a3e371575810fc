import UIKit

final class NoteDetailRouter: NoteDetailRouterInput {
    weak var viewController: UIViewController?
    func close() { viewController?.navigationController?.popViewController(animated: true) }
}
