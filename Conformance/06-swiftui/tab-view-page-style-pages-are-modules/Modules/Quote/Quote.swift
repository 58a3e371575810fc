import SwiftUI

enum QuoteAssembly {
    static func assemble(estimator: SolarEstimator) -> some View {
        QuoteView(presenter: QuotePresenter(estimator: estimator))
    }
}

struct QuoteView: View {
    @ObservedObject var presenter: QuotePresenter

    var body: some View {
        VStack(spacing: 12) {
            Text(presenter.systemSize).font(.title2.bold())
            Text(presenter.savings)
            Button("Request a site visit") { presenter.didTapRequestVisit() }
                .buttonStyle(.bordered)
                .disabled(presenter.hasRequestedVisit)
        }
        .padding()
    }
}

@MainActor
final class QuotePresenter: ObservableObject {
    @Published private(set) var hasRequestedVisit = false
    private let estimator: SolarEstimator

    init(estimator: SolarEstimator) {
        self.estimator = estimator
    }

    var systemSize: String {
        String(format: "%.1f kWp, %d panels", estimator.systemKWp, estimator.panelCount)
    }

    var savings: String {
        "About £\(Int(estimator.yearlySavings)) saved a year"
    }

    func didTapRequestVisit() {
        hasRequestedVisit = true
    }
}
