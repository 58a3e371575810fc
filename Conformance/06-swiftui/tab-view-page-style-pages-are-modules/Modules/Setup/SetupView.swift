import SwiftUI

struct SetupView: View {
    @ObservedObject var presenter: SetupPresenter
    let estimator: SolarEstimator

    var body: some View {
        VStack {
            TabView(selection: $presenter.page) {
                RoofSurveyAssembly.assemble(estimator: estimator)
                    .tag(SetupPage.roof)
                EnergyUsageAssembly.assemble(estimator: estimator)
                    .tag(SetupPage.usage)
                QuoteAssembly.assemble(estimator: estimator)
                    .tag(SetupPage.quote)
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            if !presenter.isLastPage {
                Button("Next") { withAnimation { presenter.didTapNext() } }
                    .buttonStyle(.borderedProminent)
                    .padding(.bottom)
            }
        }
    }
}
