import Foundation

struct Shipment {
    let trackingNumber: String
    let recipient: String
    let status: String
}

struct TrackingEvent {
    let time: Date
    let place: String
    let description: String
}

final class CourierAPI {
    func shipments(completion: @escaping ([Shipment]) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            let shipments = [
                Shipment(trackingNumber: "RM204471193GB", recipient: "Clara Mendes", status: "Out for delivery"),
                Shipment(trackingNumber: "DPD1558820437", recipient: "Studio 9 Prints", status: "At depot"),
                Shipment(trackingNumber: "EV0031946612", recipient: "J. Okonkwo", status: "Delivered")
            ]
            DispatchQueue.main.async { completion(shipments) }
        }
    }

    func events(for trackingNumber: String, completion: @escaping ([TrackingEvent]) -> Void) {
        let now = Date()
        completion([
            TrackingEvent(time: now.addingTimeInterval(-3_600), place: "Bristol DC", description: "Loaded onto van"),
            TrackingEvent(time: now.addingTimeInterval(-32_400), place: "Swindon hub", description: "Sorted"),
            TrackingEvent(time: now.addingTimeInterval(-86_400), place: "Collection", description: "Picked up from sender")
        ])
    }
}
