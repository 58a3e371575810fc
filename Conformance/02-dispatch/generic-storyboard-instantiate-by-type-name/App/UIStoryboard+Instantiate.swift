import UIKit

extension UIStoryboard {
    static let garden = UIStoryboard(name: "Garden", bundle: nil)

    /// Scenes in the app's storyboards use their class name as storyboard ID.
    func instantiate<T: UIViewController>(_ type: T.Type = T.self) -> T {
        let identifier = String(describing: T.self)
        guard let viewController = instantiateViewController(withIdentifier: identifier) as? T else {
            fatalError("No scene with storyboard ID \(identifier) of type \(type)")
        }
        return viewController
    }
}
