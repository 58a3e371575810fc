import Foundation

class PackingListPresenter: PackingListPresenterProtocol {

    weak private var view: PackingListViewProtocol?
    var interactor: PackingListInteractorInputProtocol?
    private let router: PackingListRouterProtocol
    private let trip: Trip

    init(interface: PackingListViewProtocol, interactor: PackingListInteractorInputProtocol?, router: PackingListRouterProtocol, trip: Trip) {
        self.view = interface
        self.interactor = interactor
        self.router = router
        self.trip = trip
    }

    func viewDidLoad() {
        interactor?.loadItems(for: trip)
    }

    func didToggleItem(at index: Int) {
        interactor?.toggleItem(at: index)
    }

    func didTapDone() {
        guard let view else { return }
        router.dismiss(from: view)
    }
}

extension PackingListPresenter: PackingListInteractorOutputProtocol {

    func itemsChanged(_ items: [PackingItem]) {
        view?.showItems(items)
    }
}
