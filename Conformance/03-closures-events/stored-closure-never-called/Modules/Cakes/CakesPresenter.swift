import Foundation

protocol CakesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectCake(at index: Int)
}

final class CakesPresenter: CakesViewOutput {

    weak var view: CakesViewInput?
    private let interactor: CakesInteractorInput
    private let router: CakesRouterInput
    private var cakes: [Cake] = []

    init(interactor: CakesInteractorInput, router: CakesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        cakes = interactor.cakesOfTheDay()
        view?.show(cakes)
    }

    func didSelectCake(at index: Int) {
        router.openCake(cakes[index])
    }
}
