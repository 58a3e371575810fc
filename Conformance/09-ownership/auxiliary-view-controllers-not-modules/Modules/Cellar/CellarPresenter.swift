import Foundation

protocol CellarViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectWine(at index: Int)
    func didTapLabelPhoto(at index: Int)
    func didTapHelp()
}

final class CellarPresenter: CellarViewOutput {

    weak var view: CellarViewInput?
    private let interactor: CellarInteractorInput
    private let router: CellarRouterInput
    private var wines: [Wine] = []

    init(interactor: CellarInteractorInput, router: CellarRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        wines = interactor.wines()
        view?.show(wines)
    }

    func didSelectWine(at index: Int) {
        router.openBottle(wines[index])
    }

    func didTapLabelPhoto(at index: Int) {
        router.showLabelPhoto(named: wines[index].labelImageName)
    }

    func didTapHelp() {
        router.showTastingNotesHelp()
    }
}
