import UIKit

final class PlotDetailViewController: UIViewController {

    var presenter: PlotDetailPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        summaryLabel.numberOfLines = 0
        summaryLabel.font = .preferredFont(forTextStyle: .body)
        summaryLabel.text = presenter.summary
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(summaryLabel)
    }
}

final class PlotDetailPresenter {

    private let plot: Plot

    init(plot: Plot) {
        self.plot = plot
    }

    var title: String {
        "Plot \(plot.number)"
    }

    var summary: String {
        "\(plot.bed)\n\(plot.sizeInSquareMetres) m²\n\(plot.isFree ? "Available this season" : "Tended")"
    }
}

enum PlotDetailBuilder {

    static func build(plot: Plot) -> UIViewController {
        let view = PlotDetailViewController()
        view.presenter = PlotDetailPresenter(plot: plot)
        return view
    }
}
