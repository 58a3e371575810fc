//
//  URLRoutes.swift
//  Nimbus
//

import UIKit

/// nimbus://radar, nimbus://alerts
struct URLRoutes {
    private let routes: [String: () -> UIViewController] = [
        "radar": { RadarBuilder.build() },
        "alerts": { WeatherAlertsBuilder.build() },
    ]

    func screen(for url: URL) -> UIViewController? {
        guard url.scheme == "nimbus", let host = url.host, let makeScreen = routes[host] else { return nil }
        return makeScreen()
    }
}
