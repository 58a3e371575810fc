import Foundation

final class ShoppingListPresenter {
    private weak var view: ShoppingListView?
    private let interactor: ShoppingListInteractor

    init(view: ShoppingListView, interactor: ShoppingListInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func reload() {
        let items = interactor.itemsByAisle()
        view?.show(items: items.map { "\($0.quantity) × \($0.name) (\($0.aisle))" })
    }
}
