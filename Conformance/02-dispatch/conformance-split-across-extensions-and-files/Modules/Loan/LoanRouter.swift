import UIKit

final class LoanRouter {
    weak var viewController: UIViewController?
}
