//
//  SettingsRouter.swift
//  Settings
//
//  Created by Sora Kim on 2024/03/11.
//

import UIKit

/// Opens the system notification settings and asks the user to confirm clearing the image cache.
final class SettingsRouter: SettingsRouterInterface {

    weak var viewController: UIViewController?

    func openSystemNotificationSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }

    func confirmClearCache(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: "Clear image cache?",
                                      message: "Recipe photos will be downloaded again when needed.",
                                      preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Clear", style: .destructive) { _ in onConfirm() })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        viewController?.present(alert, animated: true)
    }
}
