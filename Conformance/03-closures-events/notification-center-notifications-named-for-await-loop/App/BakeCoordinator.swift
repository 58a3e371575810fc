//
//  BakeCoordinator.swift
//  Levain
//

import UIKit

@MainActor
final class BakeCoordinator {
    private let window: UIWindow
    private var proofWatch: Task<Void, Never>?

    private var navigationController: UINavigationController? {
        window.rootViewController as? UINavigationController
    }

    init(window: UIWindow) {
        self.window = window
    }

    deinit {
        proofWatch?.cancel()
    }

    func start() {
        window.rootViewController = UINavigationController(rootViewController: BakesBuilder.build())
        window.makeKeyAndVisible()
        watchProofing()
    }

    private func watchProofing() {
        proofWatch = Task { [weak self] in
            for await notification in NotificationCenter.default.notifications(named: .proofDidFinish) {
                guard let loafName = notification.userInfo?[ProofUserInfoKey.loafName] as? String else {
                    continue
                }
                self?.showShaping(for: loafName)
            }
        }
    }

    private func showShaping(for loafName: String) {
        let shaping = ShapingGuideBuilder.build(loafName: loafName)
        navigationController?.pushViewController(shaping, animated: true)
    }
}
