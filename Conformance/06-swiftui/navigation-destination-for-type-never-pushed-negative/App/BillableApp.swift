import SwiftUI

@main
struct BillableApp: App {
    private let ledger = TimeLedger()

    var body: some Scene {
        WindowGroup {
            ProjectsBuilder.build(ledger: ledger)
        }
    }
}
