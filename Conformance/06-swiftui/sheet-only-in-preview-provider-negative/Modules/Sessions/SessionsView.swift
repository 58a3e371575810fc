import SwiftUI

struct SessionsView: View {
    @ObservedObject var presenter: SessionsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.sessions) { session in
                NavigationLink {
                    SessionPlayerAssembly.assemble(session: session)
                } label: {
                    LabeledContent(session.title, value: "\(session.minutes) min")
                }
            }
            .navigationTitle("Sit")
            .onAppear { presenter.load() }
        }
    }
}

struct SessionsView_Previews: PreviewProvider {
    static var previews: some View {
        SessionsAssembly.assemble(library: SessionLibrary())
            .previewDisplayName("Sessions")

        SessionsAssembly.assemble(library: SessionLibrary())
            .sheet(isPresented: .constant(true)) {
                PremiumOfferAssembly.assemble()
            }
            .previewDisplayName("With premium offer on top")
    }
}
