import Foundation

enum CommuteTab: String {
    case departures
    case lines
    case tickets
}

@MainActor
final class CommutePresenter: ObservableObject {
    @Published private(set) var activeTicketCount = 0
    @Published private(set) var disruptedLineCount = 0

    private let network: TransitNetwork

    init(network: TransitNetwork) {
        self.network = network
    }

    func refreshBadges() async {
        activeTicketCount = network.tickets.filter { $0.validUntil > Date() }.count
        disruptedLineCount = await network.lines().filter(\.hasDisruption).count
    }
}
