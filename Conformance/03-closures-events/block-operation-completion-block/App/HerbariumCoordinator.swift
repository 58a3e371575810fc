import UIKit

final class HerbariumCoordinator {

    private let window: UIWindow
    private let store: SpecimenStore
    private let navigationController = UINavigationController()

    init(window: UIWindow, store: SpecimenStore) {
        self.window = window
        self.store = store
    }

    func start() {
        let specimens = SpecimensBuilder.build(store: store, onImportRequested: { [weak self] fileURL in
            self?.showImport(of: fileURL)
        })
        navigationController.setViewControllers([specimens], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showImport(of fileURL: URL) {
        let importScreen = SpecimenImportBuilder.build(fileURL: fileURL, store: store, onFinished: { [weak self] tally in
            self?.showResults(tally)
        })
        navigationController.pushViewController(importScreen, animated: true)
    }

    private func showResults(_ tally: ImportTally) {
        let results = ImportResultsBuilder.build(tally: tally)
        navigationController.pushViewController(results, animated: true)
    }
}
