import Foundation

protocol TripsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectTrip(at index: Int)
    func didTapAddTrip()
}

final class TripsPresenter: TripsViewOutput {
    weak var view: TripsViewInput?
    var interactor: TripsInteractorInput!
    var router: TripsRouterInput!

    private let freeTripLimit = 3

    func viewDidLoad() {
        view?.show(trips: interactor.trips().map(\.destination))
    }

    func didSelectTrip(at index: Int) {
        router.openTrip(interactor.trips()[index])
    }

    func didTapAddTrip() {
        guard interactor.trips().count >= freeTripLimit, !interactor.isPremium() else {
            interactor.addDraftTrip()
            view?.show(trips: interactor.trips().map(\.destination))
            return
        }
        router.presentUpsell(PremiumUpgradeBuilder.build(reason: .tripLimit(freeTripLimit)))
    }
}
