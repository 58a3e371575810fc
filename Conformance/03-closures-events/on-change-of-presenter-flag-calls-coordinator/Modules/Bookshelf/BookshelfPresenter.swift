import Foundation

@MainActor
final class BookshelfPresenter: ObservableObject {
    @Published private(set) var books: [Audiobook] = []
    @Published private(set) var isLoggedOut = false
    @Published private(set) var notice: String?

    private let interactor: BookshelfInteractor

    init(interactor: BookshelfInteractor) {
        self.interactor = interactor
    }

    func load() async {
        switch await interactor.books() {
        case .books(let books):
            self.books = books
        case .sessionExpired:
            isLoggedOut = true
        case .unavailable:
            notice = "Your library is unavailable right now."
        }
    }

    func didTapSignOut() {
        interactor.signOut()
        isLoggedOut = true
    }
}
