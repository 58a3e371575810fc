import Foundation

protocol PetsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectPet(at index: Int)
}

final class PetsPresenter: PetsPresenterProtocol {
    weak var view: PetsViewProtocol?

    private let interactor: PetsInteractorProtocol
    private let wireframe: PetsWireframeProtocol
    private var pets: [Pet] = []

    init(interactor: PetsInteractorProtocol, wireframe: PetsWireframeProtocol) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        pets = interactor.loadPets()
        view?.show(pets: pets)
    }

    func didSelectPet(at index: Int) {
        wireframe.showAppointment(for: pets[index])
    }
}
