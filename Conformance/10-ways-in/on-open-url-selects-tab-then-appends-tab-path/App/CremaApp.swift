import SwiftUI

@main
struct CremaApp: App {
    @StateObject private var router = CremaRouter()
    private let cafe = CafeService()

    var body: some Scene {
        WindowGroup {
            HomeBuilder.build(router: router, cafe: cafe)
                .onOpenURL { url in
                    router.open(url)
                }
        }
    }
}
