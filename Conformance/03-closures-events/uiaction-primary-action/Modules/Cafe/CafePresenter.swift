import Foundation

protocol CafeViewOutput: AnyObject {
    func viewDidLoad()
    func didTapMenu()
    func didTapLoyaltyCard()
}

final class CafePresenter: CafeViewOutput {

    weak var view: CafeViewInput?
    private let interactor: CafeInteractorInput
    private let router: CafeRouterInput

    init(interactor: CafeInteractorInput, router: CafeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(openingHours: interactor.openingHoursToday())
    }

    func didTapMenu() {
        router.openMenu()
    }

    func didTapLoyaltyCard() {
        router.openLoyaltyCard(memberID: interactor.memberID())
    }
}
