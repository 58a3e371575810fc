import SwiftUI

struct BookshelfView: View {
    @ObservedObject var presenter: BookshelfPresenter
    let api: AudiobookAPI
    @EnvironmentObject private var coordinator: AppCoordinator

    var body: some View {
        NavigationStack {
            List(presenter.books) { book in
                NavigationLink(destination: ListenBuilder.build(book: book, api: api)) {
                    VStack(alignment: .leading) {
                        Text(book.title).font(.headline)
                        Text("\(book.narrator) · \(book.minutesLeft) min left")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .overlay {
                if let notice = presenter.notice {
                    Text(notice).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Bookshelf")
            .toolbar {
                Button("Sign out") { presenter.didTapSignOut() }
            }
            .task { await presenter.load() }
            .onChange(of: presenter.isLoggedOut) { _, isLoggedOut in
                if isLoggedOut {
                    coordinator.showSignIn()
                }
            }
        }
    }
}
