import Foundation

protocol PlantDetailPresentationLogic {
    func presentPlant(response: PlantDetail.Load.Response)
    func presentMissingPlant()
}

/// Formats a plant's last and next watering dates and flags a plant that needs water today.
final class PlantDetailPresenter: PlantDetailPresentationLogic {
    weak var viewController: PlantDetailDisplayLogic?

    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    func presentPlant(response: PlantDetail.Load.Response) {
        let plant = response.plant
        let viewModel = PlantDetail.Load.ViewModel(
            title: plant.name,
            species: plant.species,
            lastWateredText: "Last watered: \(dateFormatter.string(from: plant.lastWatered))",
            nextWateringText: plant.needsWaterToday
                ? "Thirsty! Water it today."
                : "Next watering: \(dateFormatter.string(from: plant.nextWateringDate))",
            photoURL: plant.photoURL
        )
        viewController?.displayPlant(viewModel: viewModel)
    }

    func presentMissingPlant() {
        viewController?.displayError(message: "This plant could not be found.")
    }
}
