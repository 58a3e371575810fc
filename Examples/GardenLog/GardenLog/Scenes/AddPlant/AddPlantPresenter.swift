import Foundation

protocol AddPlantPresentationLogic {
    func presentForm(response: AddPlant.Load.Response)
    func presentSaveResult(response: AddPlant.Save.Response)
}

/// Formats the watering interval for the add-plant form and reports whether saving the new plant worked.
final class AddPlantPresenter: AddPlantPresentationLogic {
    weak var viewController: AddPlantDisplayLogic?

    func presentForm(response: AddPlant.Load.Response) {
        let viewModel = AddPlant.Load.ViewModel(
            intervalText: intervalText(for: response.defaultInterval),
            minimum: Double(response.intervalRange.lowerBound),
            maximum: Double(response.intervalRange.upperBound),
            value: Double(response.defaultInterval)
        )
        viewController?.displayForm(viewModel: viewModel)
    }

    func presentSaveResult(response: AddPlant.Save.Response) {
        if response.plant != nil {
            viewController?.displaySaveSucceeded()
        } else {
            let message = response.validationError ?? "Something went wrong."
            viewController?.displaySaveFailed(viewModel: AddPlant.Save.ViewModel(errorMessage: message))
        }
    }

    func intervalText(for days: Int) -> String {
        days == 1 ? "Water every day" : "Water every \(days) days"
    }
}
