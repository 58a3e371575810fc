import Foundation

protocol GardenViewOutput: AnyObject {
    func viewDidLoad()
}

final class GardenPresenter: GardenViewOutput {

    weak var view: GardenViewInput?
    private let interactor: GardenInteractorInput
    private let router: GardenRouterInput

    init(interactor: GardenInteractorInput, router: GardenRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        router.embedWateringSchedule()
        view?.show(weather: interactor.todaysWeather(), thirstyCount: interactor.thirstyPlantCount())
    }
}
