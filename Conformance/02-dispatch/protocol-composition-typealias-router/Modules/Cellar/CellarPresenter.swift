import Foundation

protocol CellarViewOutput: AnyObject {
    func viewWillAppear()
    func didSelectBottle(at index: Int)
    func didTapAdd()
}

final class CellarPresenter: CellarViewOutput {

    weak var view: CellarViewInput?
    private let interactor: CellarInteractorInput
    private let router: CellarRouting
    private var bottles: [Bottle] = []

    init(interactor: CellarInteractorInput, router: CellarRouting) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        bottles = interactor.bottlesByVintage()
        view?.show(bottles)
    }

    func didSelectBottle(at index: Int) {
        router.openBottle(bottles[index])
    }

    func didTapAdd() {
        router.presentAddBottle(output: self)
    }
}

extension CellarPresenter: AddBottleModuleOutput {

    func addBottleDidSave(_ bottle: Bottle) {
        interactor.add(bottle)
        viewWillAppear()
    }
}
