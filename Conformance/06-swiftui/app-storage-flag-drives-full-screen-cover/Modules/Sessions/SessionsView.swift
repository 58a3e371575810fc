import SwiftUI

struct SessionsView: View {
    @ObservedObject var presenter: SessionsPresenter
    let catalog: MeditationCatalog
    @AppStorage("needsOnboarding") private var needsOnboarding = true

    var body: some View {
        NavigationStack {
            List(presenter.sessions) { session in
                NavigationLink(destination: SessionPlayerBuilder.build(session: session, catalog: catalog)) {
                    LabeledContent(session.title, value: "\(session.minutes) min")
                }
            }
            .navigationTitle("Meditate")
            .toolbar {
                Menu("More", systemImage: "ellipsis.circle") {
                    Button("Replay introduction") { needsOnboarding = true }
                }
            }
            .fullScreenCover(isPresented: $needsOnboarding) {
                OnboardingBuilder.build(catalog: catalog)
            }
            .task(id: needsOnboarding) { await presenter.load() }
        }
    }
}
