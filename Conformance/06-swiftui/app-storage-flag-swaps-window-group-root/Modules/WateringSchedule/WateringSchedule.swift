import SwiftUI

enum WateringScheduleBuilder {
    static func build(plant: Houseplant, greenhouse: Greenhouse) -> some View {
        let interactor = WateringScheduleInteractor(greenhouse: greenhouse)
        let presenter = WateringSchedulePresenter(plant: plant, interactor: interactor)
        return WateringScheduleView(presenter: presenter)
    }
}

struct WateringScheduleView: View {
    @ObservedObject var presenter: WateringSchedulePresenter

    var body: some View {
        Form {
            LabeledContent("Species", value: presenter.plant.species)
            LabeledContent("Every", value: "\(presenter.plant.waterEveryDays) days")
            LabeledContent("Last watered", value: presenter.lastWateredText)
            Button("I watered it") { presenter.didTapWatered() }
        }
        .navigationTitle(presenter.plant.name)
    }
}

@MainActor
final class WateringSchedulePresenter: ObservableObject {
    @Published private(set) var plant: Houseplant

    private let interactor: WateringScheduleInteractor

    init(plant: Houseplant, interactor: WateringScheduleInteractor) {
        self.plant = plant
        self.interactor = interactor
    }

    var lastWateredText: String {
        plant.lastWatered.formatted(.relative(presentation: .named))
    }

    func didTapWatered() {
        interactor.water(plant)
        plant.lastWatered = Date()
    }
}

final class WateringScheduleInteractor {
    private let greenhouse: Greenhouse

    init(greenhouse: Greenhouse) {
        self.greenhouse = greenhouse
    }

    func water(_ plant: Houseplant) {
        greenhouse.markWatered(plant)
    }
}
