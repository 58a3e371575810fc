//
// SettingsContract.swift
// PinBoard: the one Swift module of the app, shown from and showing Objective-C modules.
//

import UIKit

protocol SettingsViewInterface: AnyObject {
    func show(options: [String])
}

protocol SettingsModuleInterface: AnyObject {
    func updateView()
    /// Opens the About screen over the settings.
    func openAbout()
    func close()
}
