import Foundation

protocol PastriesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPastry(at index: Int)
    func didTapBasket()
}

final class PastriesPresenter: PastriesViewOutput {
    weak var view: PastriesViewInput?
    var interactor: PastriesInteractorInput!
    var router: PastriesRouterInput!

    private var pastries: [Pastry] = []

    private var selectedPastry: Pastry? {
        didSet {
            guard let pastry = selectedPastry else { return }
            router.showPastry(pastry)
        }
    }

    func viewDidLoad() {
        pastries = interactor.todaysBakes()
        view?.show(pastries: pastries)
    }

    func didSelectPastry(at index: Int) {
        selectedPastry = pastries[index]
    }

    func didTapBasket() {
        router.showBasket()
    }
}
