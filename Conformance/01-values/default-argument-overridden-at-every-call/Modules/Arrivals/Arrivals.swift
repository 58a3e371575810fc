import UIKit

protocol ArrivalsViewInput: AnyObject {
    func display(title: String)
}

protocol ArrivalsViewOutput: AnyObject {
    func viewDidLoad()
}

final class ArrivalsViewController: UIViewController, ArrivalsViewInput {
    var output: ArrivalsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ArrivalsPresenter: ArrivalsViewOutput {
    weak var view: ArrivalsViewInput?
    private let interactor = ArrivalsInteractor()
    func viewDidLoad() {
        view?.display(title: "Arrivals")
        interactor.load { _ in }
    }
}

final class ArrivalsInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum ArrivalsBuilder {
    static func build() -> UIViewController {
        let view = ArrivalsViewController()
        let presenter = ArrivalsPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
