import UIKit

final class ClassesRouter {

    weak var viewController: UIViewController?

    func openDetail(of yogaClass: YogaClass) {
        viewController ~> ClassDetailBuilder.build(yogaClass: yogaClass)
    }
}
