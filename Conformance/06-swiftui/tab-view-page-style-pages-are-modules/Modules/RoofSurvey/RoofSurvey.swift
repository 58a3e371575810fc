import SwiftUI

enum RoofSurveyAssembly {
    static func assemble(estimator: SolarEstimator) -> some View {
        RoofSurveyView(presenter: RoofSurveyPresenter(estimator: estimator))
    }
}

struct RoofSurveyView: View {
    @ObservedObject var presenter: RoofSurveyPresenter

    var body: some View {
        Form {
            Section("Your roof") {
                Slider(value: $presenter.area, in: 10...120, step: 1)
                Text(presenter.areaCaption)
                Picker("Pitch", selection: $presenter.pitch) {
                    ForEach(RoofPitch.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
            }
        }
    }
}

@MainActor
final class RoofSurveyPresenter: ObservableObject {
    private let estimator: SolarEstimator

    init(estimator: SolarEstimator) {
        self.estimator = estimator
    }

    var area: Double {
        get { estimator.roofArea }
        set { objectWillChange.send(); estimator.roofArea = newValue }
    }

    var pitch: RoofPitch {
        get { estimator.pitch }
        set { objectWillChange.send(); estimator.pitch = newValue }
    }

    var areaCaption: String {
        "\(Int(area)) m², room for \(estimator.panelCount) panels"
    }
}
