/// Gets tonight's objects from the sky catalogue, keeping those bright enough to see from the observing site.
final class TonightInteractor: TonightInteractorInput {
    private let service: SkyCatalogService

    init(service: SkyCatalogService) {
        self.service = service
    }

    func fetchVisibleObjects() -> [SkyObject] {
        service.visibleTonight().filter { ObservingSiteStore.shared.canSee($0) }
    }
}
