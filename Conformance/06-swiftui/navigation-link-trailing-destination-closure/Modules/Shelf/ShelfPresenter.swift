import Foundation

@MainActor
final class ShelfPresenter: ObservableObject {
    @Published private(set) var books: [Book] = []
    @Published private(set) var isLoading = false

    private let interactor: ShelfInteractor

    init(interactor: ShelfInteractor) {
        self.interactor = interactor
    }

    func refresh() async {
        isLoading = true
        books = await interactor.loadBorrowed()
        isLoading = false
    }
}
