import UIKit

protocol CellarNavigating: AnyObject {
    func openBottle(_ bottle: Bottle)
}

protocol CellarPresenting: AnyObject {
    func presentAddBottle(output: AddBottleModuleOutput)
}

typealias CellarRouting = CellarNavigating & CellarPresenting

final class CellarRouter: CellarRouting {

    weak var viewController: UIViewController?
    private let store: CellarStore

    init(store: CellarStore) {
        self.store = store
    }

    func openBottle(_ bottle: Bottle) {
        let detail = BottleDetailBuilder.build(bottle: bottle, store: store)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func presentAddBottle(output: AddBottleModuleOutput) {
        let add = AddBottleBuilder.build(output: output)
        viewController?.present(UINavigationController(rootViewController: add), animated: true)
    }
}
