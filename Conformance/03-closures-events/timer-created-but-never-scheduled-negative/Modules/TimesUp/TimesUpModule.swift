import UIKit

final class TimesUpViewController: UIViewController {

    var presenter: TimesUpPresenter!
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        messageLabel.text = presenter.message
        view.addSubview(messageLabel)
    }
}

final class TimesUpPresenter {

    let message = "Time's up! Swipe down and try the deck again."
}

enum TimesUpBuilder {

    static func build() -> UIViewController {
        let view = TimesUpViewController()
        view.presenter = TimesUpPresenter()
        return view
    }
}
