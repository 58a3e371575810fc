import SwiftUI

enum SeedPickerBuilder {
    static func build(garden: GardenStore, onPick: @escaping (Seed) -> Void) -> some View {
        let interactor = SeedPickerInteractor(garden: garden)
        let presenter = SeedPickerPresenter(interactor: interactor, onPick: onPick)
        return SeedPickerView(presenter: presenter)
    }
}

struct SeedPickerView: View {
    @ObservedObject var presenter: SeedPickerPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(presenter.seeds) { seed in
                Button {
                    presenter.didSelect(seed)
                    dismiss()
                } label: {
                    LabeledContent(seed.variety, value: "\(seed.daysToHarvest) days")
                }
            }
            .navigationTitle("Seed tin")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

final class SeedPickerPresenter: ObservableObject {
    private let interactor: SeedPickerInteractor
    private let onPick: (Seed) -> Void

    init(interactor: SeedPickerInteractor, onPick: @escaping (Seed) -> Void) {
        self.interactor = interactor
        self.onPick = onPick
    }

    var seeds: [Seed] {
        interactor.seedsInSeason()
    }

    func didSelect(_ seed: Seed) {
        onPick(seed)
    }
}

final class SeedPickerInteractor {
    private let garden: GardenStore

    init(garden: GardenStore) {
        self.garden = garden
    }

    func seedsInSeason() -> [Seed] {
        garden.seedTin.sorted { $0.daysToHarvest < $1.daysToHarvest }
    }
}
