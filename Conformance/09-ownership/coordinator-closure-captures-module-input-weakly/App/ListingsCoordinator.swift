import UIKit

final class ListingsCoordinator {
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    func start() {
        let (view, output, input) = ListingsModuleConfigurator().configure()
        output.onOpenSort = { [weak self, weak input] current in
            self?.showSort(current: current, listingsInput: input)
        }
        router.setRootModule(view)
    }

    private func showSort(current: SortOrder, listingsInput: ListingsModuleInput?) {
        let (view, output, input) = SortOptionsModuleConfigurator().configure()
        input.setup(selected: current)
        output.onApply = { [weak listingsInput] order in
            listingsInput?.apply(order)
        }
        output.onClose = { [weak self] in
            self?.router.dismissModule()
        }
        let wrapper = UINavigationController(rootViewController: view)
        router.present(wrapper)
    }
}
