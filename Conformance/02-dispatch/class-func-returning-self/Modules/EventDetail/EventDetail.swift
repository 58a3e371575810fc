import UIKit

enum EventDetail {
    struct Response { let title: String }
    struct ViewModel { let title: String }
}

protocol EventDetailDisplayLogic: AnyObject {
    func displayEvent(viewModel: EventDetail.ViewModel)
}

final class EventDetailViewController: SceneViewController, EventDetailDisplayLogic {
    var interactor: EventDetailBusinessLogic?
    var router: EventDetailDataPassing?

    required init() {
        super.init()
        let interactor = EventDetailInteractor()
        let presenter = EventDetailPresenter()
        let router = EventDetailRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
        router.dataStore = interactor
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        interactor?.loadEvent()
    }

    func displayEvent(viewModel: EventDetail.ViewModel) {
        title = viewModel.title
    }
}

protocol EventDetailBusinessLogic {
    func loadEvent()
}

protocol EventDetailDataStore {
    var eventID: String? { get set }
}

final class EventDetailInteractor: EventDetailBusinessLogic, EventDetailDataStore {
    var presenter: EventDetailPresentationLogic?
    var eventID: String?

    func loadEvent() {
        presenter?.presentEvent(response: EventDetail.Response(title: "Event \(eventID ?? "?")"))
    }
}

protocol EventDetailPresentationLogic {
    func presentEvent(response: EventDetail.Response)
}

final class EventDetailPresenter: EventDetailPresentationLogic {
    weak var viewController: EventDetailDisplayLogic?

    func presentEvent(response: EventDetail.Response) {
        viewController?.displayEvent(viewModel: EventDetail.ViewModel(title: response.title))
    }
}

protocol EventDetailDataPassing {
    var dataStore: EventDetailDataStore? { get }
}

final class EventDetailRouter: EventDetailDataPassing {
    weak var viewController: EventDetailViewController?
    var dataStore: EventDetailDataStore?
}
