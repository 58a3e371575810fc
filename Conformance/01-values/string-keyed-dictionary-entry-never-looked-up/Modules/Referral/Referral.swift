import UIKit

protocol ReferralViewInput: AnyObject {
    func display(title: String)
}

protocol ReferralViewOutput: AnyObject {
    func viewDidLoad()
}

final class ReferralViewController: UIViewController, ReferralViewInput {
    var output: ReferralViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ReferralPresenter: ReferralViewOutput {
    weak var view: ReferralViewInput?
    func viewDidLoad() {
        view?.display(title: "Invite a friend")
    }
}

enum ReferralBuilder {
    static func build() -> UIViewController {
        let view = ReferralViewController()
        let presenter = ReferralPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
