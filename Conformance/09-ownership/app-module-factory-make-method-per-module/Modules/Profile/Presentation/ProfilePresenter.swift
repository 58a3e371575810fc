import Foundation

protocol ProfileViewOutput: AnyObject {
    func viewDidLoad()
}

final class ProfilePresenter: ProfileViewOutput {

    weak var view: ProfileViewInput?
    private let interactor: ProfileInteractorInput

    init(interactor: ProfileInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        let traveller = interactor.currentTraveller()
        view?.show(name: traveller.name, tripsCount: traveller.trips)
    }
}
