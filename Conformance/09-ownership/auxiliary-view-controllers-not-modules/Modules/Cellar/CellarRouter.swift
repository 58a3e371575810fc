import UIKit

protocol CellarRouterInput: AnyObject {
    func openBottle(_ wine: Wine)
    func showLabelPhoto(named imageName: String)
    func showTastingNotesHelp()
}

final class CellarRouter: CellarRouterInput {

    weak var viewController: UIViewController?

    func openBottle(_ wine: Wine) {
        let bottle = BottleBuilder.build(wine: wine)
        viewController?.navigationController?.pushViewController(bottle, animated: true)
    }

    func showLabelPhoto(named imageName: String) {
        let photo = LabelPhotoViewController(image: UIImage(named: imageName))
        viewController?.navigationController?.pushViewController(photo, animated: true)
    }

    func showTastingNotesHelp() {
        let help = TastingNotesHelpViewController()
        if let sheet = help.sheetPresentationController {
            sheet.detents = [.medium()]
        }
        viewController?.present(help, animated: true)
    }
}
