import SwiftUI

struct SkyView: View {
    @ObservedObject var presenter: SkyPresenter
    let almanac: SkyAlmanac

    var body: some View {
        NavigationStack {
            List(presenter.objects) { object in
                NavigationLink(destination: ObservationBuilder.build(object: object, almanac: almanac)) {
                    VStack(alignment: .leading) {
                        Text(object.name).font(.headline)
                        Text(presenter.subtitle(for: object))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Tonight")
            .task { await presenter.load() }
            // Survey paused until the results dashboard ships.
            // .stargazerSurveyPrompt(almanac: almanac)
        }
    }
}
