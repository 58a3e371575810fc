import UIKit

final class GuideKioskViewController: UIViewController {

    var presenter: GuideKioskPresenter!
    private let headlineLabel = UILabel()
    private var rotationTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        headlineLabel.textColor = .white
        headlineLabel.font = .systemFont(ofSize: 48, weight: .bold)
        headlineLabel.textAlignment = .center
        headlineLabel.numberOfLines = 0
        headlineLabel.frame = view.bounds.insetBy(dx: 60, dy: 200)
        view.addSubview(headlineLabel)
        headlineLabel.text = presenter.nextHighlight()
        rotationTimer = Timer.scheduledTimer(withTimeInterval: 12, repeats: true) { [weak self] _ in
            self?.headlineLabel.text = self?.presenter.nextHighlight()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        rotationTimer?.invalidate()
    }
}

final class GuideKioskPresenter {

    private let highlights = [
        "The glasshouse lilies open at dusk",
        "Guided walk at 2 pm from the rose arbour",
        "Ask staff about the seed library"
    ]
    private var index = 0

    func nextHighlight() -> String {
        defer { index = (index + 1) % highlights.count }
        return highlights[index]
    }
}

enum GuideKioskBuilder {

    static func build() -> UIViewController {
        let view = GuideKioskViewController()
        view.presenter = GuideKioskPresenter()
        return view
    }
}
