import SwiftUI

struct RatesView: View {
    @ObservedObject var presenter: RatesPresenter
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack {
            List(presenter.rates) { rate in
                NavigationLink(destination: ConverterBuilder.build(rate: rate)) {
                    LabeledContent("\(rate.code) · \(rate.name)", value: presenter.formatted(rate))
                }
            }
            .navigationTitle("1 EUR =")
            .refreshable { await presenter.load() }
            .task { await presenter.load() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                Task { await presenter.sceneBecameActive() }
            }
        }
        .overlay {
            if scenePhase != .active {
                Rectangle().fill(.ultraThinMaterial).ignoresSafeArea()
            }
        }
    }
}
