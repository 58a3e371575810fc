import UIKit

protocol PlanetsViewInput: AnyObject {
    func display(title: String)
}

protocol PlanetsViewOutput: AnyObject {
    func viewDidLoad()
}

final class PlanetsViewController: UIViewController, PlanetsViewInput {
    var output: PlanetsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class PlanetsPresenter: PlanetsViewOutput {
    weak var view: PlanetsViewInput?
    private let interactor = PlanetsInteractor()
    func viewDidLoad() {
        view?.display(title: "Visible planets")
        interactor.load { _ in }
    }
}

final class PlanetsInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

struct PlanetsBuilder: ModuleBuilder {
    func build() -> UIViewController {
        let view = PlanetsViewController()
        let presenter = PlanetsPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
