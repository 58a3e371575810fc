import UIKit

protocol LicensesViewInput: AnyObject {
    func display(title: String)
}

protocol LicensesViewOutput: AnyObject {
    func viewDidLoad()
}

final class LicensesViewController: UIViewController, LicensesViewInput {
    var output: LicensesViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class LicensesPresenter: LicensesViewOutput {
    weak var view: LicensesViewInput?
    func viewDidLoad() {
        view?.display(title: "Licenses")
    }
}

enum LicensesBuilder {
    static func build() -> UIViewController {
        let view = LicensesViewController()
        let presenter = LicensesPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
