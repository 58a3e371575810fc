import UIKit

final class ProOfferViewController: UIViewController {
    var presenter: ProOfferPresenter!
    private let offerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        offerLabel.numberOfLines = 0
        offerLabel.textAlignment = .center
        offerLabel.text = presenter.offer
        offerLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(offerLabel)
    }
}

final class ProOfferPresenter {
    private let source: String

    init(source: String) {
        self.source = source
    }

    var offer: String {
        "Pro: yearly mood charts, unlimited notes and iCloud sync.\n€2.99 a month"
    }

    var analyticsSource: String { "pro_offer_\(source)" }
}

enum ProOfferBuilder {
    static func build(source: String) -> UIViewController {
        let view = ProOfferViewController()
        view.presenter = ProOfferPresenter(source: source)
        return view
    }
}
