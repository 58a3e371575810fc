import UIKit

final class LiveRunViewController: UIViewController {
    var presenter: LiveRunPresenter!
    private let elapsedLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Running"
        view.backgroundColor = .systemBackground
        elapsedLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .semibold)
        elapsedLabel.frame = view.bounds.insetBy(dx: 20, dy: 200)
        view.addSubview(elapsedLabel)
        presenter.view = self
        presenter.start()
    }

    func show(elapsed: String) {
        elapsedLabel.text = elapsed
    }
}

final class LiveRunPresenter {
    weak var view: LiveRunViewController?
    private let startedAt = Date()

    func start() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        view?.show(elapsed: formatter.string(from: Date().timeIntervalSince(startedAt)) ?? "0:00")
    }
}

enum LiveRunAssembly {
    static func assemble() -> UIViewController {
        let view = LiveRunViewController()
        view.presenter = LiveRunPresenter()
        return view
    }
}
