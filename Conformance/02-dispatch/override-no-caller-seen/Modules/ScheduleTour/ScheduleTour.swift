import UIKit

protocol ScheduleTourViewInput: AnyObject {
    func display(title: String)
}

protocol ScheduleTourViewOutput: AnyObject {
    func viewDidLoad()
}

final class ScheduleTourViewController: UIViewController, ScheduleTourViewInput {
    var output: ScheduleTourViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ScheduleTourPresenter: ScheduleTourViewOutput {
    weak var view: ScheduleTourViewInput?
    func viewDidLoad() {
        view?.display(title: "How booking works")
    }
}

enum ScheduleTourBuilder {
    static func build() -> UIViewController {
        let view = ScheduleTourViewController()
        let presenter = ScheduleTourPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
