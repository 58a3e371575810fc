import UIKit

protocol CookingTimerViewInput: AnyObject {
    func show(remaining: String)
}

final class CookingTimerViewController: UIViewController, CookingTimerViewInput {
    var presenter: CookingTimerPresenter!
    private let remainingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        remainingLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .semibold)
        remainingLabel.textAlignment = .center
        remainingLabel.frame = view.bounds
        remainingLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(remainingLabel)
        presenter.viewDidLoad()
    }

    func show(remaining: String) {
        remainingLabel.text = remaining
    }
}

final class CookingTimerPresenter {
    weak var view: CookingTimerViewInput?
    private let minutes: Int

    init(minutes: Int) {
        self.minutes = minutes
    }

    func viewDidLoad() {
        view?.show(remaining: String(format: "%02d:00", minutes))
    }
}

enum CookingTimerBuilder {
    static func build(minutes: Int) -> UIViewController {
        let view = CookingTimerViewController()
        let presenter = CookingTimerPresenter(minutes: minutes)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
