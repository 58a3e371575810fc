import Foundation

enum BedsRoute: Hashable {
    case plan(Seed, bedID: Int)
}

@MainActor
final class BedsPresenter: ObservableObject {
    @Published private(set) var beds: [Bed] = []
    @Published var path: [BedsRoute] = []
    @Published var seedPickerBedID: Int?
    @Published var showsSeedPicker = false

    private let interactor: BedsInteractor
    private var pickedSeed: Seed?

    init(interactor: BedsInteractor) {
        self.interactor = interactor
    }

    func load() {
        beds = interactor.beds()
    }

    func didTapSow(in bed: Bed) {
        pickedSeed = nil
        seedPickerBedID = bed.id
        showsSeedPicker = true
    }

    func didPick(_ seed: Seed) {
        pickedSeed = seed
    }

    func seedPickerDidClose() {
        guard let seed = pickedSeed, let bedID = seedPickerBedID else { return }
        pickedSeed = nil
        path.append(.plan(seed, bedID: bedID))
    }
}
