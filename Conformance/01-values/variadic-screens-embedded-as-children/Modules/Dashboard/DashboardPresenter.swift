import Foundation

final class DashboardPresenter {
    weak var view: DashboardViewController?
    var router: DashboardRouter!

    func viewDidLoad() {
        router.embedWidgets()
    }
}
