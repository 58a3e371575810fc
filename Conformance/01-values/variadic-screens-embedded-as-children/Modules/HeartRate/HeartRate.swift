import UIKit

protocol HeartRateViewInput: AnyObject {
    func display(title: String)
}

protocol HeartRateViewOutput: AnyObject {
    func viewDidLoad()
}

final class HeartRateViewController: UIViewController, HeartRateViewInput {
    var output: HeartRateViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class HeartRatePresenter: HeartRateViewOutput {
    weak var view: HeartRateViewInput?
    private let interactor = HeartRateInteractor()
    func viewDidLoad() {
        view?.display(title: "Heart rate")
        interactor.load { _ in }
    }
}

final class HeartRateInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum HeartRateBuilder {
    static func build() -> UIViewController {
        let view = HeartRateViewController()
        let presenter = HeartRatePresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
