import SwiftUI

struct CatalogueView: View {
    @ObservedObject var presenter: CataloguePresenter
    let library: LibraryService

    var body: some View {
        NavigationStack {
            List(presenter.books) { book in
                NavigationLink(destination: BookDetailBuilder.build(book: book)) {
                    VStack(alignment: .leading) {
                        Text(book.title).font(.headline)
                        Text(book.author).foregroundStyle(.secondary)
                    }
                }
                .swipeActions {
                    Button("Reserve") { presenter.didTapReserve(book) }
                        .tint(.indigo)
                }
            }
            .navigationTitle("Catalogue")
            .safeAreaInset(edge: .bottom) {
                if let banner = presenter.banner {
                    Text(banner).padding().frame(maxWidth: .infinity).background(.thinMaterial)
                }
            }
            .alert("Sign in to reserve", isPresented: $presenter.showsSignInPrompt) {
                Button("Sign in") {
                    presenter.didConfirmSignIn()
                }
                Button("Not now", role: .cancel) {}
            } message: {
                Text("Holds are kept on your library card.")
            }
            .sheet(isPresented: $presenter.showsLibraryCard) {
                LibraryCardBuilder.build(library: library, onSignedIn: presenter.didSignIn)
            }
            .task { await presenter.load() }
        }
    }
}
