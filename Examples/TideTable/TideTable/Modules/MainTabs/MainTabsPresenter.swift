import Foundation

/// Selects the first tab, Spots, when the tab bar loads.
final class MainTabsPresenter: MainTabsViewOutput {
    private weak var view: MainTabsViewInput?

    init(view: MainTabsViewInput) {
        self.view = view
    }

    func viewDidLoad() {
        view?.select(tab: 0)
    }
}
