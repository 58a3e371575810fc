import Foundation

protocol PrescriptionsViewInput: AnyObject {
    func show(_ rows: [String])
}

final class PrescriptionsPresenter {
    private weak var view: PrescriptionsViewInput?
    private let interactor: PrescriptionsInteractor
    private let router: PrescriptionsRouter
    private var prescriptions: [Prescription] = []

    init(view: PrescriptionsViewInput, interactor: PrescriptionsInteractor, router: PrescriptionsRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        Task { @MainActor in
            prescriptions = await interactor.load()
            view?.show(prescriptions.map { "\($0.drug) \($0.dosage) · \($0.refillsLeft) refills" })
        }
    }

    func didSelectRow(at index: Int) {
        guard prescriptions.indices.contains(index) else { return }
        router.showRefill(for: prescriptions[index])
    }
}
