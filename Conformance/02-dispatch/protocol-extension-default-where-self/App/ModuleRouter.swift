import UIKit

protocol ModuleRouter: AnyObject {
    var viewController: UIViewController? { get }
}
