import Foundation

final class MainTabsPresenter: MainTabsViewOutput {
    private weak var view: MainTabsViewInput?

    init(view: MainTabsViewInput) {
        self.view = view
    }

    func viewDidLoad() {
        view?.select(tab: 0)
    }
}
