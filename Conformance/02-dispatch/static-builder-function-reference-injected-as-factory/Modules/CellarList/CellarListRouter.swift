import UIKit

final class CellarListRouter {

    weak var viewController: UIViewController?
    private let makeDetail: (Bottle) -> UIViewController
    private let makeTastingNote: (Bottle) -> UIViewController

    init(makeDetail: @escaping (Bottle) -> UIViewController,
         makeTastingNote: @escaping (Bottle) -> UIViewController) {
        self.makeDetail = makeDetail
        self.makeTastingNote = makeTastingNote
    }

    func showDetail(of bottle: Bottle) {
        viewController?.navigationController?.pushViewController(makeDetail(bottle), animated: true)
    }

    func showTastingNote(for bottle: Bottle) {
        let note = UINavigationController(rootViewController: makeTastingNote(bottle))
        viewController?.present(note, animated: true)
    }
}
