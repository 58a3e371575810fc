import Foundation

protocol LibraryViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectRow(at index: Int)
}

final class LibraryPresenter: LibraryViewOutput {
    private struct Row {
        let title: String
        let open: () -> Void
    }

    weak var view: LibraryViewInput?
    private let interactor: LibraryInteractorInput
    private let router: LibraryRouterInput
    private var rows: [Row] = []

    init(interactor: LibraryInteractorInput, router: LibraryRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        rows = interactor.items().map { item in
            Row(title: item.title, open: router.opener(for: item))
        }
        view?.show(rows.map(\.title))
    }

    func didSelectRow(at index: Int) {
        rows[index].open()
    }
}
