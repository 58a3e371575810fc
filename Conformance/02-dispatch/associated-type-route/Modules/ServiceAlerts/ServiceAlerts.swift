import UIKit

protocol ServiceAlertsViewInput: AnyObject {
    func display(title: String)
}

protocol ServiceAlertsViewOutput: AnyObject {
    func viewDidLoad()
}

final class ServiceAlertsViewController: UIViewController, ServiceAlertsViewInput {
    var output: ServiceAlertsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class ServiceAlertsPresenter: ServiceAlertsViewOutput {
    weak var view: ServiceAlertsViewInput?
    private let interactor = ServiceAlertsInteractor()
    func viewDidLoad() {
        view?.display(title: "Service alerts")
        interactor.load { _ in }
    }
}

final class ServiceAlertsInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum ServiceAlertsBuilder {
    static func build() -> UIViewController {
        let view = ServiceAlertsViewController()
        let presenter = ServiceAlertsPresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
