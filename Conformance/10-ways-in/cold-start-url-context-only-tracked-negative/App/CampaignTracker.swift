//
//  CampaignTracker.swift
//  Spoke
//

import Foundation

/// Attributes installs and launches to marketing campaigns (spoke://?campaign=...).
final class CampaignTracker {
    static let shared = CampaignTracker()

    func recordLaunch(from url: URL) {
        let campaign = URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?.first(where: { $0.name == "campaign" })?.value
        print("launch campaign:", campaign ?? "none")
    }
}
