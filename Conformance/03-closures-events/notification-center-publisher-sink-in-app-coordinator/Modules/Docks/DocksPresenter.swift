import Foundation

protocol DocksViewOutput: AnyObject {
    func viewDidLoad()
    func didTapMembership()
}

final class DocksPresenter: DocksViewOutput {

    weak var view: DocksViewInput?
    private let interactor: DocksInteractorInput
    private let router: DocksRouterInput

    init(interactor: DocksInteractorInput, router: DocksRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(interactor.nearbyDocks())
    }

    func didTapMembership() {
        router.openMembership()
    }
}
