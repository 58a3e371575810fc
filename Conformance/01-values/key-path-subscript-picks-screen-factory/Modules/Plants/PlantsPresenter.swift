import Foundation

protocol PlantsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPlant(at index: Int)
}

final class PlantsPresenter: PlantsViewOutput {
    weak var view: PlantsViewInput?
    private let router: PlantsRouterInput
    private let plants: [Plant] = [
        Plant(name: "Monty", species: "Monstera deliciosa", lastWatered: Date(timeIntervalSinceNow: -5 * 86_400), potDiameter: 17, isRootBound: true),
        Plant(name: "Fig", species: "Ficus lyrata", lastWatered: Date(timeIntervalSinceNow: -2 * 86_400), potDiameter: 24, isRootBound: false),
        Plant(name: "Spike", species: "Sansevieria", lastWatered: Date(timeIntervalSinceNow: -16 * 86_400), potDiameter: 12, isRootBound: false)
    ]

    init(router: PlantsRouterInput) {
        self.router = router
    }

    func viewDidLoad() {
        view?.show(names: plants.map { "\($0.name) · \($0.species)" })
    }

    func didSelectPlant(at index: Int) {
        let plant = plants[index]
        let screen: PlantScreen = plant.isRootBound ? \.repotting : \.watering
        router.open(screen, for: plant)
    }
}
