import SwiftUI

enum SurfLogBuilder {
    static func build(spotID: Int, forecasts: ForecastService) -> some View {
        let interactor = SurfLogInteractor(forecasts: forecasts)
        let presenter = SurfLogPresenter(spotID: spotID, interactor: interactor)
        return SurfLogView(presenter: presenter)
    }
}

struct SurfLogView: View {
    @ObservedObject var presenter: SurfLogPresenter

    var body: some View {
        Form {
            Stepper("\(presenter.minutes) minutes in the water", value: $presenter.minutes, in: 15...240, step: 15)
            Stepper("\(presenter.waves) waves caught", value: $presenter.waves, in: 0...100)
            Button(presenter.isSaved ? "Saved" : "Save session") {
                Task { await presenter.save() }
            }
            .disabled(presenter.isSaved)
        }
        .navigationTitle("Log session")
    }
}

@MainActor
final class SurfLogPresenter: ObservableObject {
    @Published var minutes = 90
    @Published var waves = 8
    @Published private(set) var isSaved = false

    private let spotID: Int
    private let interactor: SurfLogInteractor

    init(spotID: Int, interactor: SurfLogInteractor) {
        self.spotID = spotID
        self.interactor = interactor
    }

    func save() async {
        await interactor.save(spotID: spotID, minutes: minutes, waves: waves)
        isSaved = true
    }
}

final class SurfLogInteractor {
    private let forecasts: ForecastService

    init(forecasts: ForecastService) {
        self.forecasts = forecasts
    }

    func save(spotID: Int, minutes: Int, waves: Int) async {
        await forecasts.saveSession(spotID: spotID, minutes: minutes, waves: waves)
    }
}
