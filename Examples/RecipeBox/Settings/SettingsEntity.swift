//
//  SettingsEntity.swift
//  Settings
//
//  Created by Sora Kim on 2024/03/11.
//

import Foundation

struct SettingsEntity: Equatable {
    enum Kind: Equatable {
        case toggle(isOn: Bool)
        case action
    }

    let key: String
    let title: String
    let kind: Kind

    var isToggle: Bool {
        if case .toggle = kind { return true }
        return false
    }
}
