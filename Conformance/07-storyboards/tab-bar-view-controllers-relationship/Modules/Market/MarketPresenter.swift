import Foundation

final class MarketPresenter {
    private weak var view: MarketView?
    private let interactor: MarketInteractor

    init(view: MarketView, interactor: MarketInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        view?.showBasketBadge(interactor.basketItemCount())
    }
}
