import Foundation

final class LiftPassPresenter {
    private weak var view: LiftPassView?
    private let interactor: LiftPassInteractor
    private var offers: [PassOffer] = []
    private var selected = 0

    init(view: LiftPassView, interactor: LiftPassInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            offers = await interactor.offers()
            render()
        }
    }

    func didSelectOffer(at index: Int) {
        selected = index
        render()
    }

    func didTapPay() {
        guard offers.indices.contains(selected) else { return }
        Task { @MainActor in
            if let code = await interactor.buy(offers[selected]) {
                view?.showTicket(code: code)
            }
        }
    }

    private func render() {
        guard offers.indices.contains(selected) else { return }
        view?.show(offers: offers.map(\.title), price: offers[selected].price.formatted(.currency(code: "CHF")))
    }
}
