import Foundation

protocol HarboursViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectHarbour(at index: Int)
}

final class HarboursPresenter: HarboursViewOutput {

    weak var view: HarboursViewInput?
    private let interactor: HarboursInteractor
    private let router: HarboursRouter
    private var harbours: [String] = []
    private var refreshObserver: NSObjectProtocol?

    init(interactor: HarboursInteractor, router: HarboursRouter) {
        self.interactor = interactor
        self.router = router
    }

    deinit {
        if let refreshObserver {
            NotificationCenter.default.removeObserver(refreshObserver)
        }
    }

    func viewDidLoad() {
        reload()
        // A background refresh only brings fresher numbers for the rows on screen.
        refreshObserver = NotificationCenter.default.addObserver(forName: .tidesDidRefresh, object: nil, queue: .main) { [weak self] _ in
            self?.reload()
        }
    }

    func didSelectHarbour(at index: Int) {
        router.openTideChart(for: harbours[index])
    }

    private func reload() {
        harbours = interactor.harbours()
        view?.show(harbours.map { HarbourRow(name: $0, nextTide: interactor.nextTideDescription(for: $0)) })
    }
}
