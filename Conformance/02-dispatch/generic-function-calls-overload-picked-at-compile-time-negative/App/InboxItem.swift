import Foundation

protocol InboxItem {
    var subject: String { get }
    var receivedAt: Date { get }
}

struct ParcelNotice: InboxItem {
    let subject: String
    let receivedAt: Date
    let trackingNumber: String
    let carrier: String
}
