import Foundation

struct Booking: Equatable {
    enum Kind: Equatable {
        case flight, hotel, train, carHire
    }

    let kind: Kind
    let reference: String
    let title: String
    let starts: Date
}
