import Foundation

struct DonationSlot: Equatable {
    let centre: String
    let startsAt: String
    let kind: String

    static let sample = DonationSlot(centre: "Riverside Centre", startsAt: "Sat 10:30", kind: "Whole blood")
}

class DonorService {

    func openSlots() -> [DonationSlot] {
        [
            .sample,
            DonationSlot(centre: "Old Market Hall", startsAt: "Sat 14:00", kind: "Plasma"),
            DonationSlot(centre: "Riverside Centre", startsAt: "Mon 08:15", kind: "Platelets")
        ]
    }
}
