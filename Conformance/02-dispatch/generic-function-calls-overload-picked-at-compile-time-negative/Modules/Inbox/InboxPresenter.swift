import Foundation

protocol InboxViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectNotice(at index: Int)
    func didTapSettings()
}

final class InboxPresenter: InboxViewOutput {
    weak var view: InboxViewInput?
    private let interactor: InboxInteractorInput
    private let router: InboxRouterInput
    private var notices: [ParcelNotice] = []

    init(interactor: InboxInteractorInput, router: InboxRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        notices = interactor.parcelNotices()
        view?.show(subjects: notices.map { "\($0.carrier): \($0.subject)" })
    }

    func didSelectNotice(at index: Int) {
        router.open(notices[index])
    }

    func didTapSettings() {
        router.openSettings()
    }
}
