import UIKit

final class SearchCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let (view, presenter) = SearchConfigurator.configure()
        presenter.onOpenSort = { [weak self, weak presenter] in
            self?.showSort(searchInput: presenter)
        }
        presenter.onOpenFilters = { [weak self] in
            self?.showFilters()
        }
        navigationController.setViewControllers([view], animated: false)
    }

    private func showSort(searchInput: SearchModuleInput?) {
        let (view, presenter) = SortOptionsConfigurator.configure()
        presenter.onApply = { [weak searchInput] title in
            searchInput?.setSort(title)
        }
        presenter.onClose = { [weak self] in
            self?.navigationController.dismiss(animated: true)
        }
        navigationController.present(view, animated: true)
    }

    private func showFilters() {
        let (view, presenter) = FiltersConfigurator.configure()
        presenter.onClose = { [weak self] in
            self?.navigationController.dismiss(animated: true)
        }
        navigationController.present(view, animated: true)
    }
}
