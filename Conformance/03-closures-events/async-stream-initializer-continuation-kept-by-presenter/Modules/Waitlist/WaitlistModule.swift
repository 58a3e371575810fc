import UIKit

final class WaitlistViewController: UIViewController {

    var presenter: WaitlistPresenter!
    private let positionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = "Waitlist"
        positionLabel.textAlignment = .center
        positionLabel.font = .preferredFont(forTextStyle: .title2)
        positionLabel.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(positionLabel)
        positionLabel.text = presenter.positionText()
    }
}

final class WaitlistPresenter {

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func positionText() -> String {
        let position = defaults.integer(forKey: "waitlistPosition")
        return position > 0 ? "You are number \(position)" : "Not on the list yet"
    }
}

enum WaitlistBuilder {

    static func build() -> UIViewController {
        let view = WaitlistViewController()
        view.presenter = WaitlistPresenter()
        return view
    }
}
