import Foundation

protocol NurseryViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPlant(at index: Int)
    func didTapSchedule(at index: Int)
}

final class NurseryPresenter: NurseryViewOutput {
    weak var view: NurseryViewInput?
    private let interactor: NurseryInteractorInput
    private let router: NurseryRouterInput
    private var plants: [Plant] = []

    init(interactor: NurseryInteractorInput, router: NurseryRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        plants = interactor.plants()
        view?.show(plantNames: plants.map(\.name))
    }

    func didSelectPlant(at index: Int) {
        router.navigate(to: .plant(id: plants[index].id))
    }

    func didTapSchedule(at index: Int) {
        let days = interactor.wateringInterval(for: plants[index])
        router.navigate(to: .watering(everyDays: days))
    }
}
