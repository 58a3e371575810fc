import Foundation

protocol BakeryViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectCake(at index: Int)
}

final class BakeryPresenter: BakeryViewOutput {

    weak var view: BakeryViewInput?
    private let interactor: BakeryInteractorInput
    private let router: BakeryRouterInput
    private var cakes: [Cake] = []

    init(interactor: BakeryInteractorInput, router: BakeryRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        cakes = interactor.cakesOfTheDay()
        view?.show(cakeNames: cakes.map(\.name))
    }

    func didSelectCake(at index: Int) {
        router.openOrder(for: cakes[index])
    }
}
