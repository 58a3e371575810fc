import SwiftUI

enum PlantingPlanBuilder {
    static func build(seed: Seed, bedID: Int, garden: GardenStore) -> some View {
        let presenter = PlantingPlanPresenter(seed: seed, bedID: bedID, garden: garden)
        return PlantingPlanView(presenter: presenter)
    }
}

struct PlantingPlanView: View {
    @ObservedObject var presenter: PlantingPlanPresenter

    var body: some View {
        Form {
            LabeledContent("Spacing", value: "\(presenter.seed.spacingCm) cm")
            LabeledContent("Harvest from", value: presenter.harvestDate)
            Button(presenter.isPlanted ? "Planted" : "Mark as sown") {
                presenter.didTapSown()
            }
            .disabled(presenter.isPlanted)
        }
        .navigationTitle(presenter.seed.variety)
    }
}

final class PlantingPlanPresenter: ObservableObject {
    let seed: Seed
    @Published private(set) var isPlanted = false

    private let bedID: Int
    private let garden: GardenStore

    init(seed: Seed, bedID: Int, garden: GardenStore) {
        self.seed = seed
        self.bedID = bedID
        self.garden = garden
    }

    var harvestDate: String {
        let date = Calendar.current.date(byAdding: .day, value: seed.daysToHarvest, to: Date()) ?? Date()
        return date.formatted(date: .abbreviated, time: .omitted)
    }

    func didTapSown() {
        garden.plant(seed, in: bedID)
        isPlanted = true
    }
}
