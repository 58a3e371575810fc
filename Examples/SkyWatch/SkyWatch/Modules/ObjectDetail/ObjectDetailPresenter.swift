import Combine

/// Holds the object shown on the detail screen and opens its observation log or its star map.
final class ObjectDetailPresenter: ObservableObject, ObjectDetailPresenterInput {
    let object: SkyObject
    @Published var showsLog = false
    @Published var showsStarMap = false
    private let site: ObservingSiteStore

    init(object: SkyObject, site: ObservingSiteStore = .shared) {
        self.object = object
        self.site = site
    }

    /// Says whether the object can be seen from the user's observing site.
    func visibilityText() -> String {
        site.canSee(object) ? "Visible from \(site.siteName)" : "Too faint to see from \(site.siteName)"
    }

    func didTapLog() {
        showsLog = true
    }

    func didTapStarMap() {
        showsStarMap = true
    }
}
