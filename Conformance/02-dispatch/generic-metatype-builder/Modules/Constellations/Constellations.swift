import UIKit

protocol ConstellationsViewInput: AnyObject {
    func display(title: String)
}

protocol ConstellationsViewOutput: AnyObject {
    func viewDidLoad()
}

final class ConstellationsViewController: UIViewController, ConstellationsViewInput {
    var output: ConstellationsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ConstellationsPresenter: ConstellationsViewOutput {
    weak var view: ConstellationsViewInput?
    func viewDidLoad() {
        view?.display(title: "Constellations")
    }
}

struct ConstellationsBuilder: ModuleBuilder {
    func build() -> UIViewController {
        let view = ConstellationsViewController()
        let presenter = ConstellationsPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
