import Foundation

final class ExhibitsPresenter {
    private weak var view: ExhibitsView?
    private let interactor: ExhibitsInteractor
    private let router: ExhibitsRouter
    private var exhibits: [Exhibit] = []

    init(view: ExhibitsView, interactor: ExhibitsInteractor, router: ExhibitsRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        Task { @MainActor in
            exhibits = await interactor.exhibits()
            view?.show(titles: exhibits.map { "\($0.title) — \($0.artist), \($0.year)" })
        }
    }

    func didSelect(at index: Int) {
        router.showDetail(of: exhibits[index])
    }
}
