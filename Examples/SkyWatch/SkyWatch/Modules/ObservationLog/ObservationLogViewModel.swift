import Combine

/// Loads the log entries kept on one sky object from the sky catalogue.
final class ObservationLogViewModel: ObservableObject {
    let object: SkyObject
    @Published var entries: [LogEntry]

    init(object: SkyObject) {
        self.object = object
        entries = SkyCatalogService.shared.log(for: object)
    }
}
