import UIKit

final class GlossaryRouter {

    weak var viewController: UIViewController?

    func showTerm(_ term: Term) {
        let next = GlossaryTermBuilder.build(term: term)
        viewController?.show(next, sender: nil)
    }
}
