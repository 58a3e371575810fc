import UIKit

final class PantryItemViewController: UIViewController {

    var presenter: PantryItemPresenter!
    private let detailsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        detailsLabel.numberOfLines = 0
        detailsLabel.text = presenter.details
        detailsLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(detailsLabel)
    }
}

final class PantryItemPresenter {

    private let entry: PantryEntry
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(entry: PantryEntry) {
        self.entry = entry
    }

    var title: String {
        entry.name
    }

    var details: String {
        let bestBefore = entry.bestBefore.map { "Best before \(dateFormatter.string(from: $0))" } ?? "No date"
        return "\(entry.quantity)\n\(bestBefore)"
    }
}

enum PantryItemBuilder {

    static func build(entry: PantryEntry) -> UIViewController {
        let view = PantryItemViewController()
        view.presenter = PantryItemPresenter(entry: entry)
        return view
    }
}
