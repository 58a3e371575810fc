import UIKit

protocol DailyForecastViewInput: AnyObject {
    func display(title: String)
}

protocol DailyForecastViewOutput: AnyObject {
    func viewDidLoad()
}

final class DailyForecastViewController: UIViewController, DailyForecastViewInput {
    var output: DailyForecastViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class DailyForecastPresenter: DailyForecastViewOutput {
    weak var view: DailyForecastViewInput?
    private let interactor = DailyForecastInteractor()
    func viewDidLoad() {
        view?.display(title: "Next 10 days")
        interactor.load { _ in }
    }
}

final class DailyForecastInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum DailyForecastBuilder {
    static func build() -> UIViewController {
        let view = DailyForecastViewController()
        let presenter = DailyForecastPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
