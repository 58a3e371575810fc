import UIKit

protocol StockDetailViewInput: AnyObject {
    func show(symbol: String, closes: [Double], summary: String)
}

final class StockDetailViewController: UIViewController, StockDetailViewInput {

    var presenter: StockDetailViewOutput!
    private let chart = PriceChartViewController()
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        addChild(chart)
        chart.view.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 240)
        chart.view.autoresizingMask = [.flexibleWidth]
        view.addSubview(chart.view)
        chart.didMove(toParent: self)

        summaryLabel.numberOfLines = 0
        summaryLabel.frame = CGRect(x: 20, y: 360, width: view.bounds.width - 40, height: 120)
        view.addSubview(summaryLabel)
        presenter.viewDidLoad()
    }

    func show(symbol: String, closes: [Double], summary: String) {
        title = symbol
        chart.closes = closes
        summaryLabel.text = summary
    }
}
