import UIKit

// MARK: - View

final class SeedDetailViewController: UIViewController {

    var presenter: SeedDetailPresenter!
    private let sowingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        sowingLabel.frame = CGRect(x: 20, y: 140, width: 320, height: 44)
        sowingLabel.text = presenter.sowingText
        view.addSubview(sowingLabel)
    }
}

// MARK: - Presenter

final class SeedDetailPresenter {

    private let seed: Seed

    init(seed: Seed) {
        self.seed = seed
    }

    var title: String { seed.name }
    var sowingText: String { "Sow indoors \(seed.sowingMonths)" }
}

// MARK: - Builder

enum SeedDetailBuilder {

    static func build(seed: Seed) -> UIViewController {
        let view = SeedDetailViewController()
        view.presenter = SeedDetailPresenter(seed: seed)
        return view
    }
}
