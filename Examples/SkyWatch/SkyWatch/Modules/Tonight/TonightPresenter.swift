import Combine

/// Fetches the objects visible tonight when the screen appears and opens an object or the settings.
final class TonightPresenter: ObservableObject, TonightPresenterInput {
    @Published private(set) var objects: [SkyObject] = []
    private let interactor: TonightInteractorInput
    private let router: TonightRouterInput

    init(interactor: TonightInteractorInput, router: TonightRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewAppeared() {
        objects = interactor.fetchVisibleObjects()
    }

    func didSelect(_ object: SkyObject) {
        router.showObject(object)
    }

    func didTapSettings() {
        router.showSettings()
    }
}
