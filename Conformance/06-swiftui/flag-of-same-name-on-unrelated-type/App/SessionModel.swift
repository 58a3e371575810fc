import Foundation

@MainActor
final class SessionModel: ObservableObject {
    @Published private(set) var isReady = false
    private(set) var studioName = ""

    private let store: StudioTokenStore

    init(store: StudioTokenStore = StudioTokenStore()) {
        self.store = store
    }

    func refresh() async {
        let token = await store.loadToken()
        studioName = store.studioName
        isReady = token != nil
    }
}

struct StudioTokenStore {
    private let defaults = UserDefaults.standard

    var studioName: String {
        defaults.string(forKey: "studio.name") ?? "Shared studio"
    }

    func loadToken() async -> String? {
        try? await Task.sleep(nanoseconds: 700_000_000)
        if let saved = defaults.string(forKey: "studio.token") {
            return saved
        }
        let guest = "guest-" + UUID().uuidString.prefix(8)
        defaults.set(guest, forKey: "studio.token")
        return guest
    }
}
