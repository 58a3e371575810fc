import Foundation

protocol PlantListPresentationLogic {
    func presentPlants(response: PlantList.Load.Response)
}

/// Turns the plants into rows with a watering hint, or an empty-state message when there are none.
final class PlantListPresenter: PlantListPresentationLogic {
    weak var viewController: PlantListDisplayLogic?

    private let relativeFormatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()

    func presentPlants(response: PlantList.Load.Response) {
        guard !response.plants.isEmpty else {
            viewController?.displayEmptyState(message: "No plants yet. Tap + to add your first one.")
            return
        }
        let displayed = response.plants.map { plant in
            PlantList.Load.ViewModel.DisplayedPlant(
                name: plant.name,
                species: plant.species,
                wateringHint: wateringHint(for: plant),
                isThirsty: plant.needsWaterToday
            )
        }
        viewController?.displayPlants(viewModel: PlantList.Load.ViewModel(displayedPlants: displayed))
    }

    private func wateringHint(for plant: Plant) -> String {
        if plant.needsWaterToday {
            return "Water today"
        }
        let relative = relativeFormatter.localizedString(for: plant.nextWateringDate, relativeTo: Date())
        return "Water \(relative)"
    }
}
