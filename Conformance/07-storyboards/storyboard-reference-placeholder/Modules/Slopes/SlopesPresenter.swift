import Foundation

final class SlopesPresenter {
    private weak var view: SlopesView?
    private let interactor: SlopesInteractor

    init(view: SlopesView, interactor: SlopesInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            let slopes = await interactor.slopes()
            view?.show(slopes: slopes.map { "\($0.isOpen ? "🟢" : "🔴") \($0.name) · \($0.difficulty)" })
        }
    }
}
