//
//  DeepLinkHandler.swift
//  Kerb
//

import UIKit

/// kerb://zone?id=<zone>, kerb://pay?session=<session>
final class DeepLinkHandler {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    @discardableResult
    func handle(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.scheme == "kerb" else { return false }
        let queryItems = components.queryItems ?? []
        func value(_ name: String) -> String? {
            queryItems.first(where: { $0.name == name })?.value
        }

        switch components.host {
        case "zone":
            guard let zoneId = value("id") else { return false }
            navigationController.pushViewController(ZoneDetailBuilder.build(zoneId: zoneId), animated: true)
            return true
        case "pay":
            guard let sessionId = value("session") else { return false }
            let payment = UINavigationController(rootViewController: PaymentBuilder.build(sessionId: sessionId))
            navigationController.present(payment, animated: true)
            return true
        default:
            return false
        }
    }
}
