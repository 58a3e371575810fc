import Combine
import Foundation

enum Carrier: String, CaseIterable, Identifiable {
    case royalMail = "Royal Mail"
    case dpd = "DPD"
    case ups = "UPS"

    var id: String { rawValue }
}

struct Parcel: Identifiable, Hashable {
    let id: String
    let sender: String
    let carrier: String
    let status: String
    let expected: Date?
}

final class CarrierAccounts {
    static let shared = CarrierAccounts()

    @Published private(set) var linked: [Carrier] = []

    func link(_ carrier: Carrier, email: String) async throws {
        try await Task.sleep(nanoseconds: 300_000_000)
        if !linked.contains(carrier) {
            linked.append(carrier)
        }
    }

    func parcels() async throws -> [Parcel] {
        guard !linked.isEmpty else { return [] }
        return [
            Parcel(id: "RM123456785GB", sender: "Bookshop on the Square", carrier: "Royal Mail", status: "Out for delivery", expected: .now),
            Parcel(id: "15501234567890", sender: "Trail Outfitters", carrier: "DPD", status: "At local depot", expected: .now.addingTimeInterval(86_400))
        ]
    }
}
