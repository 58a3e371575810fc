import Foundation

protocol StockDetailViewOutput: AnyObject {
    func viewDidLoad()
}

final class StockDetailPresenter: StockDetailViewOutput {

    weak var view: StockDetailViewInput?
    private let symbol: String
    private let interactor: StockDetailInteractorInput

    init(symbol: String, interactor: StockDetailInteractorInput) {
        self.symbol = symbol
        self.interactor = interactor
    }

    func viewDidLoad() {
        let closes = interactor.closingPrices(for: symbol, days: 30)
        let change = ((closes.last ?? 0) / (closes.first ?? 1) - 1) * 100
        view?.show(symbol: symbol, closes: closes, summary: String(format: "30-day change %+.1f%%", change))
    }
}
