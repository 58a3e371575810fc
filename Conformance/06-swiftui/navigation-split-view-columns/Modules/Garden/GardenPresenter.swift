import Foundation

@MainActor
final class GardenPresenter: ObservableObject {
    @Published var selectedBedID: Bed.ID?

    private let interactor: GardenInteractor

    init(interactor: GardenInteractor) {
        self.interactor = interactor
    }

    var selectedBed: Bed? {
        selectedBedID.flatMap(interactor.bed(withID:))
    }
}
