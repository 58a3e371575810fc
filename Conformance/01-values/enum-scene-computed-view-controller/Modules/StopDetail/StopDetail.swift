import UIKit

final class StopDetailViewController: UIViewController {
    var presenter: StopDetailPresenter!
    private let lodgingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
        lodgingLabel.text = presenter.lodgingLine
        lodgingLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        lodgingLabel.numberOfLines = 0
        view.addSubview(lodgingLabel)
    }
}

final class StopDetailPresenter {
    private let stop: Stop

    init(stop: Stop) {
        self.stop = stop
    }

    var title: String { stop.town }
    var lodgingLine: String { "\(stop.nights) nights at \(stop.lodging)" }
}

enum StopDetailBuilder {
    static func build(stop: Stop) -> UIViewController {
        let view = StopDetailViewController()
        view.presenter = StopDetailPresenter(stop: stop)
        return view
    }
}
