import Foundation

struct Quote {
    let symbol: String
    let price: Double
    let changePercent: Double
}

protocol WatchlistInteractorInput: AnyObject {
    func watchedQuotes() -> [Quote]
}

final class WatchlistInteractor: WatchlistInteractorInput {

    func watchedQuotes() -> [Quote] {
        [
            Quote(symbol: "ASML", price: 702.40, changePercent: 1.12),
            Quote(symbol: "NOVO-B", price: 812.00, changePercent: -0.48),
            Quote(symbol: "SAP", price: 178.26, changePercent: 0.31)
        ]
    }
}
