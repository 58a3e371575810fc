import SwiftUI

enum PlantGuideBuilder {
    static func build(slug: String, garden: GardenStore) -> some View {
        let interactor = PlantGuideInteractor(garden: garden)
        let presenter = PlantGuidePresenter(slug: slug, interactor: interactor)
        return PlantGuideView(presenter: presenter)
    }
}

struct PlantGuideView: View {
    @ObservedObject var presenter: PlantGuidePresenter

    var body: some View {
        Form {
            if let plant = presenter.plant {
                LabeledContent("Sow indoors", value: plant.sowIndoors)
                LabeledContent("Plant out", value: plant.plantOut)
                LabeledContent("Spacing", value: "\(plant.spacingCm) cm")
            } else {
                ProgressView()
            }
        }
        .navigationTitle(presenter.plant?.name ?? "Plant")
        .task { await presenter.load() }
    }
}

@MainActor
final class PlantGuidePresenter: ObservableObject {
    @Published private(set) var plant: PlantInfo?

    private let slug: String
    private let interactor: PlantGuideInteractor

    init(slug: String, interactor: PlantGuideInteractor) {
        self.slug = slug
        self.interactor = interactor
    }

    func load() async {
        plant = await interactor.plant(slug)
    }
}

final class PlantGuideInteractor {
    private let garden: GardenStore

    init(garden: GardenStore) {
        self.garden = garden
    }

    func plant(_ slug: String) async -> PlantInfo {
        await garden.plant(slug: slug)
    }
}
