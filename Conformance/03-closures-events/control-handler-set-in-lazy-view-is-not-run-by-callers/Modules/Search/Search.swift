import UIKit

protocol SearchModuleInput: AnyObject {
    func setSort(_ title: String)
}

protocol SearchViewOutput: AnyObject {
    func openSort()
    func openFilters()
}

final class SearchViewController: UIViewController {
    var output: SearchViewOutput?

    private lazy var settingsBar = {
        $0.onOpenSort = { [weak self] in
            self?.output?.openSort()
        }
        $0.onOpenFilters = { [weak self] in
            self?.output?.openFilters()
        }
        return $0
    }(SearchSettingsBar())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(settingsBar)
    }

    func showSort(title: String) {
        settingsBar.set(sortTitle: title)
    }
}

final class SearchPresenter: SearchModuleInput, SearchViewOutput {
    weak var view: SearchViewController?
    var onOpenSort: (() -> Void)?
    var onOpenFilters: (() -> Void)?

    func openSort() {
        onOpenSort?()
    }

    func openFilters() {
        onOpenFilters?()
    }

    func setSort(_ title: String) {
        view?.showSort(title: title)
    }
}

enum SearchConfigurator {
    static func configure() -> (UIViewController, SearchPresenter) {
        let view = SearchViewController()
        let presenter = SearchPresenter()
        view.output = presenter
        presenter.view = view
        return (view, presenter)
    }
}
