import Foundation

protocol ShelterViewOutput: AnyObject {
    func viewDidLoad()
    func didChoose(_ animal: Animal)
}

final class ShelterPresenter: ShelterViewOutput {

    weak var view: ShelterViewInput?
    var interactor: ShelterInteractorInput!
    var onAdopt: ((Animal) -> Void)?

    func viewDidLoad() {
        view?.show(interactor.availableAnimals())
    }

    func didChoose(_ animal: Animal) {
        onAdopt?(animal)
    }
}
