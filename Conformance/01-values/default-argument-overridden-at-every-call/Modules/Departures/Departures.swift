import UIKit

protocol DeparturesViewInput: AnyObject {
    func display(title: String)
}

protocol DeparturesViewOutput: AnyObject {
    func viewDidLoad()
}

final class DeparturesViewController: UIViewController, DeparturesViewInput {
    var output: DeparturesViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class DeparturesPresenter: DeparturesViewOutput {
    weak var view: DeparturesViewInput?
    private let interactor = DeparturesInteractor()
    func viewDidLoad() {
        view?.display(title: "Departures")
        interactor.load { _ in }
    }
}

final class DeparturesInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum DeparturesBuilder {
    static func build() -> UIViewController {
        let view = DeparturesViewController()
        let presenter = DeparturesPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
