import Combine

final class ObservationLogViewModel: ObservableObject {
    let object: SkyObject
    @Published var entries: [LogEntry]

    init(object: SkyObject) {
        self.object = object
        entries = SkyCatalogService.shared.log(for: object)
    }
}
