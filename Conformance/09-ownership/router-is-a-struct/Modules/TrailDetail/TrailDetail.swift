import UIKit

// MARK: - View

protocol TrailDetailViewInput: AnyObject {
    func show(title: String, summary: String)
}

final class TrailDetailViewController: UIViewController, TrailDetailViewInput {
    var presenter: TrailDetailPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryLabel)
        NSLayoutConstraint.activate([
            summaryLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            summaryLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        presenter.viewDidLoad()
    }

    func show(title: String, summary: String) {
        self.title = title
        summaryLabel.text = summary
    }
}

// MARK: - Presenter

final class TrailDetailPresenter {
    private weak var view: TrailDetailViewInput?
    private let trail: Trail

    init(view: TrailDetailViewInput, trail: Trail) {
        self.view = view
        self.trail = trail
    }

    func viewDidLoad() {
        view?.show(
            title: trail.name,
            summary: "\(trail.lengthKm) km, \(trail.ascentMeters) m of ascent. Rated \(trail.difficulty.label.lowercased())."
        )
    }
}

// MARK: - Builder

enum TrailDetailBuilder {
    static func build(trail: Trail) -> UIViewController {
        let view = TrailDetailViewController()
        view.presenter = TrailDetailPresenter(view: view, trail: trail)
        return view
    }
}
