import SwiftUI

enum EnergyUsageAssembly {
    static func assemble(estimator: SolarEstimator) -> some View {
        EnergyUsageView(presenter: EnergyUsagePresenter(estimator: estimator))
    }
}

struct EnergyUsageView: View {
    @ObservedObject var presenter: EnergyUsagePresenter

    var body: some View {
        Form {
            Section("Yearly electricity use") {
                Stepper("\(Int(presenter.kWh)) kWh", value: $presenter.kWh, in: 1_000...12_000, step: 100)
                Text(presenter.hint).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

@MainActor
final class EnergyUsagePresenter: ObservableObject {
    private let estimator: SolarEstimator

    init(estimator: SolarEstimator) {
        self.estimator = estimator
    }

    var kWh: Double {
        get { estimator.yearlyKWh }
        set { objectWillChange.send(); estimator.yearlyKWh = newValue }
    }

    var hint: String {
        "A household of three uses about 3,500 kWh a year."
    }
}
