import UIKit

protocol StepsViewInput: AnyObject {
    func display(title: String)
}

protocol StepsViewOutput: AnyObject {
    func viewDidLoad()
}

final class StepsViewController: UIViewController, StepsViewInput {
    var output: StepsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class StepsPresenter: StepsViewOutput {
    weak var view: StepsViewInput?
    private let interactor = StepsInteractor()
    func viewDidLoad() {
        view?.display(title: "Steps")
        interactor.load { _ in }
    }
}

final class StepsInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum StepsBuilder {
    static func build() -> UIViewController {
        let view = StepsViewController()
        let presenter = StepsPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
