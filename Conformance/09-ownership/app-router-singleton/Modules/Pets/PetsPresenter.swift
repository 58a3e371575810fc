import Foundation

protocol PetsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPet(at index: Int)
}

final class PetsPresenter: PetsViewOutput {

    weak var view: PetsViewInput?
    private let interactor: PetsInteractorInput
    private let router: PetsRouterInput
    private var pets: [Pet] = []

    init(interactor: PetsInteractorInput, router: PetsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        pets = interactor.adoptablePets()
        view?.show(pets)
    }

    func didSelectPet(at index: Int) {
        router.openDetail(for: pets[index])
    }
}
