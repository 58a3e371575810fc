//
//  SettingsPresenter.swift
//  Settings
//
//  Created by Sora Kim on 2024/03/11.
//

import Foundation

/// Saves switch changes and handles the settings actions, asking before the image cache is cleared.
final class SettingsPresenter: SettingsPresenterInterface {

    weak var view: SettingsViewInterface?

    private let interactor: SettingsInteractorInputInterface
    private let router: SettingsRouterInterface

    init(interactor: SettingsInteractorInputInterface, router: SettingsRouterInterface) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadItems()
    }

    func didToggle(key: String, isOn: Bool) {
        interactor.save(key: key, isOn: isOn)
    }

    func didSelectAction(key: String) {
        switch key {
        case "notifications":
            router.openSystemNotificationSettings()
        case "clearCache":
            router.confirmClearCache { [weak self] in
                self?.interactor.clearImageCache()
            }
        default:
            break
        }
    }
}

extension SettingsPresenter: SettingsInteractorOutputInterface {

    func didLoadItems(_ items: [SettingsEntity], cacheSizeMB: Int) {
        view?.showItems(items)
        view?.showFooter("Cached images use \(cacheSizeMB) MB")
    }
}
