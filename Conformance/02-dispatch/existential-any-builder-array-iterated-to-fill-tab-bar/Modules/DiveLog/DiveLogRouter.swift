import UIKit

protocol DiveLogRouterInput: AnyObject {
    func openDive(id: Int)
}

final class DiveLogRouter: DiveLogRouterInput {

    weak var viewController: UIViewController?
    private let store: DiveStore

    init(store: DiveStore) {
        self.store = store
    }

    func openDive(id: Int) {
        guard let dive = store.dive(id: id) else { return }
        let detail = DiveDetailBuilder.build(dive: dive)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
