import UIKit

protocol RideHistoryViewInput: AnyObject {
    func display(title: String)
}

protocol RideHistoryViewOutput: AnyObject {
    func viewDidLoad()
}

final class RideHistoryViewController: UIViewController, RideHistoryViewInput {
    var output: RideHistoryViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class RideHistoryPresenter: RideHistoryViewOutput {
    weak var view: RideHistoryViewInput?
    private let interactor = RideHistoryInteractor()
    func viewDidLoad() {
        view?.display(title: "My rides")
        interactor.load { _ in }
    }
}

final class RideHistoryInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum RideHistoryBuilder {
    static func build() -> UIViewController {
        let view = RideHistoryViewController()
        let presenter = RideHistoryPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
