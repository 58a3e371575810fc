import Foundation

final class ApplianceDetailPresenter {
    weak var view: ApplianceDetailViewInput?
    private let appliance: Appliance
    private let router: ApplianceDetailRouter

    init(appliance: Appliance, router: ApplianceDetailRouter) {
        self.appliance = appliance
        self.router = router
    }

    func viewDidLoad() {
        view?.show(name: appliance.name, model: appliance.model, canClaim: appliance.warrantyEnds > Date())
    }

    func didTapManual() {
        guard let url = appliance.manualURL else { return }
        router.openManual(at: url)
    }

    func didTapClaim() {
        router.openClaim(for: appliance)
    }
}
