import UIKit

final class TrailDetailViewController: UIViewController {

    var presenter: TrailDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class TrailDetailPresenter {

    private let trail: Trail

    init(trail: Trail) {
        self.trail = trail
    }

    var title: String { "\(trail.name) · \(trail.lengthKm) km" }
}

enum TrailDetailBuilder {

    static func build(trail: Trail) -> UIViewController {
        let view = TrailDetailViewController()
        view.presenter = TrailDetailPresenter(trail: trail)
        return view
    }
}
