import UIKit

final class RouteDetailViewController: UIViewController {

    var presenter: RouteDetailPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        summaryLabel.numberOfLines = 0
        summaryLabel.text = presenter.summary
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryLabel)
        NSLayoutConstraint.activate([
            summaryLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            summaryLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16)
        ])
    }
}

final class RouteDetailPresenter {

    private let route: TrailRoute

    init(route: TrailRoute) {
        self.route = route
    }

    var title: String { route.name }

    var summary: String {
        "\(route.points.count) waypoints · \(Int(route.ascent)) m of climbing"
    }
}

enum RouteDetailBuilder {

    static func build(route: TrailRoute) -> UIViewController {
        let view = RouteDetailViewController()
        view.presenter = RouteDetailPresenter(route: route)
        return view
    }
}
