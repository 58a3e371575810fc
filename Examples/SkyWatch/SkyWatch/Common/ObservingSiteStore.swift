/// Remembers where the user observes from and how faint an object can still be seen there.
final class ObservingSiteStore {
    static let shared = ObservingSiteStore()

    private(set) var siteName = "Here"

    /// The faintest magnitude visible from the site; darker sites see fainter objects.
    private(set) var limitingMagnitude = 5.5

    /// Switches to another site and sets its limiting magnitude.
    func select(siteName: String) {
        self.siteName = siteName
        switch siteName {
        case "Dark-sky park": limitingMagnitude = 6.5
        case "Mountain hut": limitingMagnitude = 6.0
        default: limitingMagnitude = 5.5
        }
    }

    /// Whether the object is bright enough to be seen from the site.
    func canSee(_ object: SkyObject) -> Bool {
        object.magnitude <= limitingMagnitude
    }
}
