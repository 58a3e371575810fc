import SwiftUI

enum HarvestBuilder {
    @MainActor
    static func build(farm: FarmService) -> some View {
        HarvestView(presenter: HarvestPresenter(interactor: HarvestInteractor(farm: farm)))
    }
}

struct HarvestView: View {
    @ObservedObject var presenter: HarvestPresenter

    var body: some View {
        NavigationStack {
            List(presenter.crops) { crop in
                LabeledContent(crop.name, value: crop.kilosLeft > 0 ? "\(crop.kilosLeft) kg" : "Picked out")
            }
            .navigationTitle("In season")
            .refreshable { await presenter.load() }
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class HarvestPresenter: ObservableObject {
    @Published private(set) var crops: [Crop] = []

    private let interactor: HarvestInteractor

    init(interactor: HarvestInteractor) {
        self.interactor = interactor
    }

    func load() async {
        crops = await interactor.crops()
    }
}

final class HarvestInteractor {
    private let farm: FarmService

    init(farm: FarmService) {
        self.farm = farm
    }

    func crops() async -> [Crop] {
        await farm.inSeason().sorted { $0.kilosLeft > $1.kilosLeft }
    }
}
