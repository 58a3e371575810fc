import Foundation

protocol MenuViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectBake(at index: Int)
    func didTapGiftCards()
}

final class MenuPresenter: MenuViewOutput {
    private weak var view: MenuViewInput?
    private let interactor: MenuInteractorInput
    private var bakes: [Bake] = []

    init(view: MenuViewInput, interactor: MenuInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        bakes = interactor.todaysBakes()
        view?.show(bakes: bakes.map { "\($0.name) · £\(String(format: "%.2f", Double($0.priceInPence) / 100))" })
    }

    func didSelectBake(at index: Int) {
        interactor.addToBasket(bakes[index])
        view?.showBasketBadge(count: interactor.basketCount)
    }

    func didTapGiftCards() {
        // Gift cards launch with the spring menu; the scene is already in the storyboard.
        view?.showComingSoon(message: "Gift cards arrive this spring. Ask at the counter in the meantime!")
    }
}
