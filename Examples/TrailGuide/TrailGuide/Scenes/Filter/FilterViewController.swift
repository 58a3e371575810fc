import UIKit

protocol FilterDisplayLogic: AnyObject {
    func displayFilter(viewModel: FilterViewModel)
}

/// Lets the user filter the trail list; it is presented as a form sheet and its Apply button unwinds to the list.
final class FilterViewController: UIViewController, FilterDisplayLogic {
    var interactor: FilterBusinessLogic?
    var router: (NSObjectProtocol & FilterRoutingLogic & FilterDataPassing)?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = FilterInteractor()
        let presenter = FilterPresenter()
        let router = FilterRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.reload(request: FilterRequest())
    }

    func displayFilter(viewModel: FilterViewModel) {
        title = viewModel.title
    }
}
