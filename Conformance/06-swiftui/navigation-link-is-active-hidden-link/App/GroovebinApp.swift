import SwiftUI

@main
struct GroovebinApp: App {
    private let shop = RecordShop()

    var body: some Scene {
        WindowGroup {
            CratesBuilder.build(shop: shop)
        }
    }
}
