import Foundation
import Combine

protocol PantryViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
    func didTapAdd()
    func didTapShoppingList()
}

final class PantryPresenter: PantryViewOutput {

    weak var view: PantryViewInput?
    private let interactor: PantryInteractorInput
    private let router: PantryRouterInput
    private var items: [PantryItem] = []
    private var cancellables = Set<AnyCancellable>()

    init(interactor: PantryInteractorInput, router: PantryRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.items
            .receive(on: DispatchQueue.main)
            .sink { [weak self] items in
                self?.items = items
                self?.view?.show(items)
            }
            .store(in: &cancellables)

        interactor.runningLow
            .receive(on: DispatchQueue.main)
            .sink { [weak self] item in
                self?.view?.showBanner("\(item.name) is running low")
            }
            .store(in: &cancellables)
    }

    func didSelectItem(at index: Int) {
        router.openEditor(for: items[index])
    }

    func didTapAdd() {
        router.openEditor(for: nil)
    }

    func didTapShoppingList() {
        router.openShoppingList()
    }
}
