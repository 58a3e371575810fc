import UIKit

protocol PantryRouterInput: AnyObject {
    func openEditor(for item: PantryItem?)
    func openShoppingList()
}

final class PantryRouter: PantryRouterInput {

    weak var viewController: UIViewController?
    private let store: PantryStore

    init(store: PantryStore) {
        self.store = store
    }

    func openEditor(for item: PantryItem?) {
        let editor = ItemEditorBuilder.build(item: item, store: store)
        viewController?.present(UINavigationController(rootViewController: editor), animated: true)
    }

    func openShoppingList() {
        let list = ShoppingListBuilder.build(store: store)
        viewController?.navigationController?.pushViewController(list, animated: true)
    }
}
