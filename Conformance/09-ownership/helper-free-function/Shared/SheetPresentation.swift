import UIKit

func presentAsSheet(_ screen: UIViewController, from host: UIViewController?) {
    let navigation = UINavigationController(rootViewController: screen)
    if let sheet = navigation.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
    }
    host?.present(navigation, animated: true)
}
