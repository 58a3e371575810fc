import UIKit

final class ImportResultsViewController: UIViewController {

    var presenter: ImportResultsPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Import finished"
        view.backgroundColor = .systemGroupedBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.text = presenter.summary
        summaryLabel.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(summaryLabel)
    }
}

final class ImportResultsPresenter {

    private let tally: ImportTally

    init(tally: ImportTally) {
        self.tally = tally
    }

    var summary: String {
        "\(tally.imported) specimens added, \(tally.skipped) rows skipped."
    }
}

enum ImportResultsBuilder {

    static func build(tally: ImportTally) -> UIViewController {
        let view = ImportResultsViewController()
        view.presenter = ImportResultsPresenter(tally: tally)
        return view
    }
}
