import UIKit

enum SortOrder {
    case newest, cheapest
}

protocol ListingsModuleInput: AnyObject {
    func apply(_ order: SortOrder)
}

protocol ListingsModuleOutput: AnyObject {
    var onOpenSort: ((SortOrder) -> Void)? { get set }
}

protocol ListingsViewOutput: AnyObject {
    func didTapSort()
}

final class ListingsViewController: UIViewController {
    var output: ListingsViewOutput?

    @objc func sortTapped() {
        output?.didTapSort()
    }

    func reload() {}
}

final class ListingsPresenter: ListingsModuleInput, ListingsModuleOutput, ListingsViewOutput {
    weak var view: ListingsViewController?
    var onOpenSort: ((SortOrder) -> Void)?
    private var order: SortOrder = .newest

    func didTapSort() {
        onOpenSort?(order)
    }

    func apply(_ order: SortOrder) {
        self.order = order
        view?.reload()
    }
}

final class ListingsModuleConfigurator {
    func configure() -> (UIViewController, ListingsModuleOutput, ListingsModuleInput) {
        let view = ListingsViewController()
        let presenter = ListingsPresenter()
        presenter.view = view
        view.output = presenter
        return (view, presenter, presenter)
    }
}
