import Foundation

enum BakeryEvent: Hashable {
    case showCart
    case checkout
    case orderPlaced
}

final class EventBus {

    static let shared = EventBus()

    private var handlers: [BakeryEvent: [() -> Void]] = [:]

    private init() {}

    func on(_ event: BakeryEvent, perform handler: @escaping () -> Void) {
        handlers[event, default: []].append(handler)
    }

    func emit(_ event: BakeryEvent) {
        handlers[event]?.forEach { handler in handler() }
    }
}
