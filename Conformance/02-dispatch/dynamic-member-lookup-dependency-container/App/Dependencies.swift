import UIKit

/// Everything a module may need from outside itself: services and the builders of the modules it opens.
struct AppDependencies {
    var gigService: GigService = RemoteGigService()
    var ticketService: TicketService = RemoteTicketService()
    var makeGigDetail: (Gig, Dependencies) -> UIViewController = { gig, dependencies in
        GigDetailBuilder.build(gig: gig, dependencies: dependencies)
    }
    var makeTicketWallet: () -> UIViewController = {
        TicketWalletBuilder.build()
    }
}

/// Reads any member of `AppDependencies` as if it were its own: `dependencies.makeGigDetail(gig, dependencies)`.
@dynamicMemberLookup
final class Dependencies {
    private let values: AppDependencies

    init(values: AppDependencies = AppDependencies()) {
        self.values = values
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<AppDependencies, Value>) -> Value {
        values[keyPath: keyPath]
    }
}
