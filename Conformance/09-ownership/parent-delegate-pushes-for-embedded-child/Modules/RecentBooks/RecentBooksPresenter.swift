import Foundation

protocol RecentBooksModuleDelegate: AnyObject {
    func recentBooks(didSelect book: Book)
}

protocol RecentBooksViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectBook(at index: Int)
}

final class RecentBooksPresenter: RecentBooksViewOutput {

    weak var view: RecentBooksViewInput?
    weak var delegate: RecentBooksModuleDelegate?
    private let interactor: RecentBooksInteractorInput
    private var books: [Book] = []

    init(interactor: RecentBooksInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        books = interactor.recentlyBorrowed(limit: 3)
        view?.show(books)
    }

    func didSelectBook(at index: Int) {
        delegate?.recentBooks(didSelect: books[index])
    }
}
