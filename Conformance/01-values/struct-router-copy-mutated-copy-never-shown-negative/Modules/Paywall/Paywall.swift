import UIKit

final class PaywallViewController: UIViewController {
    var presenter: PaywallPresenter!
    private let pitchLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        title = "Subscribe"
        pitchLabel.textColor = .white
        pitchLabel.numberOfLines = 0
        pitchLabel.text = presenter.pitch
        pitchLabel.frame = view.bounds.insetBy(dx: 24, dy: 180)
        view.addSubview(pitchLabel)
    }
}

final class PaywallPresenter {
    private let article: Article

    init(article: Article) {
        self.article = article
    }

    var pitch: String {
        "You've read all your free articles this month.\nSubscribe to finish “\(article.headline)”."
    }
}

enum PaywallBuilder {
    static func build(article: Article) -> UIViewController {
        let view = PaywallViewController()
        view.presenter = PaywallPresenter(article: article)
        return view
    }
}
