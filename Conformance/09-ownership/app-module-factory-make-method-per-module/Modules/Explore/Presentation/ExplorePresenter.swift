import Foundation

protocol ExploreViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectStay(at index: Int)
    func didTapProfile()
}

final class ExplorePresenter: ExploreViewOutput {

    weak var view: ExploreViewInput?
    private let interactor: ExploreInteractorInput
    private let router: ExploreRouterInput
    private var stays: [Stay] = []

    init(interactor: ExploreInteractorInput, router: ExploreRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        stays = interactor.featuredStays()
        view?.show(stays)
    }

    func didSelectStay(at index: Int) {
        router.openStay(id: stays[index].id)
    }

    func didTapProfile() {
        router.openProfile()
    }
}
