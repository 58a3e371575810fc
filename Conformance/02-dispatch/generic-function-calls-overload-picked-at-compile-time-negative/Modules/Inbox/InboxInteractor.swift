import Foundation

protocol InboxInteractorInput: AnyObject {
    func parcelNotices() -> [ParcelNotice]
}

final class InboxInteractor: InboxInteractorInput {
    func parcelNotices() -> [ParcelNotice] {
        [
            ParcelNotice(subject: "Your order is out for delivery", receivedAt: Date(timeIntervalSinceNow: -3_600),
                         trackingNumber: "JD014600006281350392", carrier: "DHL"),
            ParcelNotice(subject: "Parcel waiting at pick-up point", receivedAt: Date(timeIntervalSinceNow: -90_000),
                         trackingNumber: "3SABCD1234567", carrier: "PostNL")
        ]
    }
}
