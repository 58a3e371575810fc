import UIKit

protocol PackingListViewProtocol: AnyObject {
    var presenter: PackingListPresenterProtocol? { get set }
    func showItems(_ items: [PackingItem])
}

protocol PackingListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didToggleItem(at index: Int)
    func didTapDone()
}

protocol PackingListInteractorInputProtocol: AnyObject {
    var presenter: PackingListInteractorOutputProtocol? { get set }
    func loadItems(for trip: Trip)
    func toggleItem(at index: Int)
}

protocol PackingListInteractorOutputProtocol: AnyObject {
    func itemsChanged(_ items: [PackingItem])
}

protocol PackingListRouterProtocol: AnyObject {
    static func createModule(for trip: Trip) -> UIViewController
    func dismiss(from view: PackingListViewProtocol)
}
