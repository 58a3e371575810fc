//
//  SettingsInterfaces.swift
//  Settings
//
//  Created by Sora Kim on 2024/03/11.
//

import UIKit

protocol SettingsViewInterface: AnyObject {
    func showItems(_ items: [SettingsEntity])
    func showFooter(_ text: String)
}

protocol SettingsPresenterInterface: AnyObject {
    func viewDidLoad()
    func didToggle(key: String, isOn: Bool)
    func didSelectAction(key: String)
}

protocol SettingsInteractorInputInterface: AnyObject {
    func loadItems()
    func save(key: String, isOn: Bool)
    func clearImageCache()
}

protocol SettingsInteractorOutputInterface: AnyObject {
    func didLoadItems(_ items: [SettingsEntity], cacheSizeMB: Int)
}

protocol SettingsRouterInterface: AnyObject {
    func openSystemNotificationSettings()
    func confirmClearCache(onConfirm: @escaping () -> Void)
}
