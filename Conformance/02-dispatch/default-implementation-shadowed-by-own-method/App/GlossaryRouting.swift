import UIKit

protocol GlossaryRouting: AnyObject {
    var viewController: UIViewController? { get }
    func openGlossary(term: String)
}

extension GlossaryRouting {
    func openGlossary(term: String) {
        viewController?.present(GlossaryBuilder.build(term: term), animated: true)
    }
}
