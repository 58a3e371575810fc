import UIKit

final class FrameCheckoutViewController: UIViewController {

    var presenter: FrameCheckoutPresenter!
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Checkout"
        totalLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        totalLabel.textAlignment = .center
        totalLabel.text = presenter.totalText
        view.addSubview(totalLabel)
    }
}

final class FrameCheckoutPresenter {

    private let style: FrameStyle

    init(style: FrameStyle) {
        self.style = style
    }

    var totalText: String {
        "\(style.name): €\(style.price + 6) incl. shipping"
    }
}

enum FrameCheckoutConfigurator {

    static func configure(style: FrameStyle) -> UIViewController {
        let view = FrameCheckoutViewController()
        view.presenter = FrameCheckoutPresenter(style: style)
        return view
    }
}
