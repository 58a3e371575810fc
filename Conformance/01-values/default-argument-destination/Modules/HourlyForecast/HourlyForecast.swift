import UIKit

protocol HourlyForecastViewInput: AnyObject {
    func display(title: String)
}

protocol HourlyForecastViewOutput: AnyObject {
    func viewDidLoad()
}

final class HourlyForecastViewController: UIViewController, HourlyForecastViewInput {
    var output: HourlyForecastViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class HourlyForecastPresenter: HourlyForecastViewOutput {
    weak var view: HourlyForecastViewInput?
    private let interactor = HourlyForecastInteractor()
    func viewDidLoad() {
        view?.display(title: "Next 24 hours")
        interactor.load { _ in }
    }
}

final class HourlyForecastInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum HourlyForecastBuilder {
    static func build() -> UIViewController {
        let view = HourlyForecastViewController()
        let presenter = HourlyForecastPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
