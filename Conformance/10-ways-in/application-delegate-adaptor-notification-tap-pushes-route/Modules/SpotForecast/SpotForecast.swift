import SwiftUI

enum SpotForecastBuilder {
    static func build(spotID: Int, forecasts: ForecastService) -> some View {
        let interactor = SpotForecastInteractor(forecasts: forecasts)
        let presenter = SpotForecastPresenter(spotID: spotID, interactor: interactor)
        return SpotForecastView(presenter: presenter)
    }
}

struct SpotForecastView: View {
    @ObservedObject var presenter: SpotForecastPresenter
    @EnvironmentObject private var router: SurfRouter

    var body: some View {
        List {
            Section("Swell") {
                ForEach(presenter.readings) { reading in
                    LabeledContent(reading.hour, value: presenter.describe(reading))
                }
            }
            Section {
                Button("Log a session here") {
                    router.push(.logSession(spotID: presenter.spotID))
                }
            }
        }
        .navigationTitle(presenter.title)
        .task { await presenter.load() }
    }
}

@MainActor
final class SpotForecastPresenter: ObservableObject {
    let spotID: Int
    @Published private(set) var title = ""
    @Published private(set) var readings: [SwellReading] = []

    private let interactor: SpotForecastInteractor

    init(spotID: Int, interactor: SpotForecastInteractor) {
        self.spotID = spotID
        self.interactor = interactor
    }

    func load() async {
        title = await interactor.spotName(spotID) ?? "Forecast"
        readings = await interactor.swell(at: spotID)
    }

    func describe(_ reading: SwellReading) -> String {
        "\(reading.heightMetres.formatted(.number.precision(.fractionLength(1)))) m @ \(reading.periodSeconds) s"
    }
}

final class SpotForecastInteractor {
    private let forecasts: ForecastService

    init(forecasts: ForecastService) {
        self.forecasts = forecasts
    }

    func spotName(_ id: Int) async -> String? {
        await forecasts.spot(id: id)?.name
    }

    func swell(at spotID: Int) async -> [SwellReading] {
        await forecasts.swell(at: spotID)
    }
}
