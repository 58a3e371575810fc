final class TonightInteractor: TonightInteractorInput {
    private let service: SkyCatalogService

    init(service: SkyCatalogService) {
        self.service = service
    }

    func fetchVisibleObjects() -> [SkyObject] {
        service.visibleTonight()
    }
}
