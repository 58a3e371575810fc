//
//  StudioCoordinator.swift
//  Kilnside
//

import Combine
import UIKit

final class StudioCoordinator {
    private let window: UIWindow
    private var cancellables = Set<AnyCancellable>()

    private var navigationController: UINavigationController? {
        window.rootViewController as? UINavigationController
    }

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let firings = FiringsAssembly.assemble()
        window.rootViewController = UINavigationController(rootViewController: firings.viewController)
        window.makeKeyAndVisible()
        bind(firings.output)
    }

    private func bind(_ output: FiringsModuleOutput) {
        output.firingSelected
            .receive(on: DispatchQueue.main)
            .sink { [weak self] firing in
                let detail = FiringDetailAssembly.assemble(firing: firing)
                self?.navigationController?.pushViewController(detail, animated: true)
            }
            .store(in: &cancellables)

        _ = output.glazeNotesRequested
            .receive(on: DispatchQueue.main)
            .sink { [weak self] firing in
                let notes = GlazeNotesAssembly.assemble(firing: firing)
                self?.navigationController?.pushViewController(notes, animated: true)
            }
    }
}
