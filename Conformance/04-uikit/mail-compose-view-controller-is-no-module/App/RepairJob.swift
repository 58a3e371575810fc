import Foundation

struct RepairJob: Equatable {
    let ticket: Int
    let bike: String
    let customerName: String
    let customerEmail: String
    let work: [String]
    var isReady: Bool
}
