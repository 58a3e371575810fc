//
//  FeedItems.swift
//  Beetroot
//

import Foundation

/// Everything the box-subscription feed can show; the backend sends a mix of these.
protocol FeedItem {
    var headline: String { get }
}

struct DeliveryNotice: FeedItem {
    let headline: String
    let trackingCode: String
    let eta: Date
}

struct Voucher: FeedItem {
    let headline: String
    let code: String
    let expiresAt: Date

    var isExpired: Bool { expiresAt < Date() }
}

struct Announcement: FeedItem {
    let headline: String
    let body: String
}

final class FeedWorker {
    func fetchFeed(completion: @escaping ([FeedItem]) -> Void) {
        completion([
            DeliveryNotice(headline: "Your box is on its way", trackingCode: "BR-88231", eta: Date().addingTimeInterval(7_200)),
            Voucher(headline: "£5 off your next box", code: "ROOTS5", expiresAt: Date().addingTimeInterval(604_800)),
            Announcement(headline: "Asparagus season!", body: "British asparagus is back in every box this week.")
        ])
    }
}
