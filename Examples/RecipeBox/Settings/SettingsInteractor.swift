//
//  SettingsInteractor.swift
//  Settings
//
//  Created by Sora Kim on 2024/03/11.
//

import Foundation

final class SettingsInteractor: SettingsInteractorInputInterface {

    weak var output: SettingsInteractorOutputInterface?

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func loadItems() {
        let items = [
            SettingsEntity(key: "metricUnits", title: "Metric units",
                           kind: .toggle(isOn: defaults.bool(forKey: "metricUnits"))),
            SettingsEntity(key: "dailyInspiration", title: "Daily inspiration",
                           kind: .toggle(isOn: defaults.bool(forKey: "dailyInspiration"))),
            SettingsEntity(key: "notifications", title: "Notification settings", kind: .action),
            SettingsEntity(key: "clearCache", title: "Clear image cache", kind: .action)
        ]
        let cacheSize = URLCache.shared.currentDiskUsage / (1024 * 1024)
        output?.didLoadItems(items, cacheSizeMB: cacheSize)
    }

    func save(key: String, isOn: Bool) {
        defaults.set(isOn, forKey: key)
    }

    func clearImageCache() {
        URLCache.shared.removeAllCachedResponses()
        loadItems()
    }
}
