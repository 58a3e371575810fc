import Foundation

protocol MainTabsViewOutput: AnyObject {
    func viewDidLoad()
}

final class MainTabsPresenter: MainTabsViewOutput {

    weak var view: MainTabsViewInput?
    private let interactor: MainTabsInteractorInput

    init(interactor: MainTabsInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        let alerts = interactor.activeTrailAlerts()
        view?.showBadge(alerts > 0 ? "\(alerts)" : nil, onTabAt: 1)
    }
}
