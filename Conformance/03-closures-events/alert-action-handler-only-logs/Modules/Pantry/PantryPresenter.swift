import Foundation
import os

protocol PantryViewOutput: AnyObject {
    func viewWillAppear()
    func didSelectEntry(at index: Int)
    func didSwipeToDelete(at index: Int)
    func didConfirmDelete(at index: Int)
    func didCancelDelete(at index: Int)
}

final class PantryPresenter: PantryViewOutput {

    weak var view: PantryViewInput?
    private let interactor: PantryInteractorInput
    private let router: PantryRouterInput
    private let logger = Logger(subsystem: "app.larder", category: "pantry")
    private var entries: [PantryEntry] = []

    init(interactor: PantryInteractorInput, router: PantryRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        reload()
    }

    func didSelectEntry(at index: Int) {
        router.openEntry(entries[index])
    }

    func didSwipeToDelete(at index: Int) {
        view?.confirmDelete(name: entries[index].name, at: index)
    }

    func didConfirmDelete(at index: Int) {
        let entry = entries[index]
        interactor.remove(entry)
        logger.info("Removed \(entry.name, privacy: .public) from the pantry")
        reload()
    }

    func didCancelDelete(at index: Int) {
        logger.debug("Kept \(self.entries[index].name, privacy: .public)")
    }

    private func reload() {
        entries = interactor.entries()
        view?.show(entries.map { "\($0.name) · \($0.quantity)" })
    }
}
