import UIKit

/// Draws a sparkline of closing prices; embedded by the stock screen.
final class PriceChartViewController: UIViewController {

    var closes: [Double] = [] {
        didSet { redraw() }
    }

    private let lineLayer = CAShapeLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        lineLayer.strokeColor = UIColor.systemGreen.cgColor
        lineLayer.fillColor = UIColor.clear.cgColor
        lineLayer.lineWidth = 2
        view.layer.addSublayer(lineLayer)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        redraw()
    }

    private func redraw() {
        guard isViewLoaded, closes.count > 1, let low = closes.min(), let high = closes.max(), high > low else { return }
        let bounds = view.bounds.insetBy(dx: 12, dy: 12)
        let step = bounds.width / CGFloat(closes.count - 1)
        let path = UIBezierPath()
        for (index, close) in closes.enumerated() {
            let point = CGPoint(x: bounds.minX + CGFloat(index) * step,
                                y: bounds.maxY - CGFloat((close - low) / (high - low)) * bounds.height)
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        lineLayer.path = path.cgPath
    }
}
