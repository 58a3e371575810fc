import Foundation

@MainActor
final class CataloguePresenter: ObservableObject {
    @Published private(set) var books: [Book] = []
    @Published private(set) var banner: String?
    @Published var showsSignInPrompt = false
    @Published var showsLibraryCard = false

    private let interactor: CatalogueInteractor
    private var pendingReservation: Book?

    init(interactor: CatalogueInteractor) {
        self.interactor = interactor
    }

    func load() async {
        books = await interactor.loadBooks()
    }

    func didTapReserve(_ book: Book) {
        guard interactor.isSignedIn else {
            pendingReservation = book
            showsSignInPrompt = true
            return
        }
        Task { await reserve(book) }
    }

    func didConfirmSignIn() {
        showsLibraryCard = true
    }

    func didSignIn() {
        guard let book = pendingReservation else { return }
        pendingReservation = nil
        Task { await reserve(book) }
    }

    private func reserve(_ book: Book) async {
        let reserved = await interactor.reserve(book)
        banner = reserved ? "\(book.title) is on hold for you" : "Could not reserve \(book.title)"
    }
}
