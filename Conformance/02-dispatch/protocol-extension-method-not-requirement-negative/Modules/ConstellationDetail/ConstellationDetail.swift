import UIKit

final class ConstellationDetailViewController: UIViewController {
    var presenter: ConstellationDetailPresenter!
    private let starLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        title = presenter.title
        starLabel.textColor = .white
        starLabel.text = presenter.starLine
        starLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(starLabel)
    }
}

final class ConstellationDetailPresenter {
    private let constellation: Constellation

    init(constellation: Constellation) {
        self.constellation = constellation
    }

    var title: String { constellation.name }
    var starLine: String { "Brightest star: \(constellation.brightestStar)" }
}

enum ConstellationDetailBuilder {
    static func build(constellation: Constellation) -> UIViewController {
        let view = ConstellationDetailViewController()
        view.presenter = ConstellationDetailPresenter(constellation: constellation)
        return view
    }
}
