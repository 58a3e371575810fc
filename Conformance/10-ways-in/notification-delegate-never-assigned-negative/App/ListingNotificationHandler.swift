//
//  ListingNotificationHandler.swift
//  Keyhole
//

import UIKit
import UserNotifications

/// Payloads: {"kind": "new_listing", "listingID": "..."} and {"kind": "viewing_reminder", "listingID": "..."}
final class ListingNotificationHandler: NSObject, UNUserNotificationCenterDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        defer { completionHandler() }
        let userInfo = response.notification.request.content.userInfo
        guard let kind = userInfo["kind"] as? String,
              let listingID = userInfo["listingID"] as? String else { return }

        switch kind {
        case "new_listing":
            navigationController?.pushViewController(ListingDetailBuilder.build(listingID: listingID), animated: true)
        case "viewing_reminder":
            let booking = UINavigationController(rootViewController: ViewingBookingBuilder.build(listingID: listingID))
            navigationController?.present(booking, animated: true)
        default:
            break
        }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .list])
    }
}
