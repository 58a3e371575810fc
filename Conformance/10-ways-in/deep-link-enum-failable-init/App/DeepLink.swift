//
//  DeepLink.swift
//  Vault
//

import Foundation

/// vault://account/<id>, vault://transfer
enum DeepLink: Equatable {
    case account(id: String)
    case transfer

    init?(url: URL) {
        guard url.scheme == "vault" else { return nil }
        switch url.host {
        case "account":
            let id = url.lastPathComponent
            guard !id.isEmpty, id != "/" else { return nil }
            self = .account(id: id)
        case "transfer":
            self = .transfer
        default:
            return nil
        }
    }
}
