import Foundation

protocol StockDetailInteractorInput: AnyObject {
    func closingPrices(for symbol: String, days: Int) -> [Double]
}

final class StockDetailInteractor: StockDetailInteractorInput {

    func closingPrices(for symbol: String, days: Int) -> [Double] {
        var generator = SystemRandomNumberGenerator()
        var price = 100.0
        return (0..<days).map { _ in
            price *= 1 + Double.random(in: -0.02...0.021, using: &generator)
            return price
        }
    }
}
