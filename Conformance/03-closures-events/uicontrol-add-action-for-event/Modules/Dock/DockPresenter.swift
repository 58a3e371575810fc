import Foundation

protocol DockViewOutput: AnyObject {
    func viewDidLoad()
    func didToggleElectricOnly(_ isOn: Bool)
    func didTapRent()
    func didTapReportDamage()
}

final class DockPresenter: DockViewOutput {

    weak var view: DockViewInput?
    private let interactor: DockInteractorInput
    private let router: DockRouterInput
    private var electricOnly = false

    init(interactor: DockInteractorInput, router: DockRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        refresh()
    }

    func didToggleElectricOnly(_ isOn: Bool) {
        electricOnly = isOn
        refresh()
    }

    func didTapRent() {
        router.openBikePicker(bikes: interactor.dockedBikes(electricOnly: electricOnly))
    }

    func didTapReportDamage() {
        router.openDamageReport(stationID: interactor.stationID)
    }

    private func refresh() {
        let count = interactor.dockedBikes(electricOnly: electricOnly).count
        view?.show(availability: "\(count) bikes docked at \(interactor.stationID)")
    }
}
