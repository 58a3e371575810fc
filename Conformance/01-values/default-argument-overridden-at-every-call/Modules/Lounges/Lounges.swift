import UIKit

protocol LoungesViewInput: AnyObject {
    func display(title: String)
}

protocol LoungesViewOutput: AnyObject {
    func viewDidLoad()
}

final class LoungesViewController: UIViewController, LoungesViewInput {
    var output: LoungesViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class LoungesPresenter: LoungesViewOutput {
    weak var view: LoungesViewInput?
    func viewDidLoad() {
        view?.display(title: "Lounges")
    }
}

enum LoungesBuilder {
    static func build() -> UIViewController {
        let view = LoungesViewController()
        let presenter = LoungesPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
