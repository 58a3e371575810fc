import Foundation
import Combine

struct PantryItem: Hashable, Identifiable {
    let id: UUID
    var name: String
    var quantity: Int
    var reorderAt: Int

    var isLow: Bool {
        quantity <= reorderAt
    }
}

final class PantryStore {

    private let itemsSubject = CurrentValueSubject<[PantryItem], Never>([
        PantryItem(id: UUID(), name: "Basmati rice", quantity: 2, reorderAt: 1),
        PantryItem(id: UUID(), name: "Chickpeas (tin)", quantity: 1, reorderAt: 2),
        PantryItem(id: UUID(), name: "Olive oil", quantity: 1, reorderAt: 1),
        PantryItem(id: UUID(), name: "Oats", quantity: 3, reorderAt: 1)
    ])

    let runningLow = PassthroughSubject<PantryItem, Never>()

    var items: AnyPublisher<[PantryItem], Never> {
        itemsSubject.eraseToAnyPublisher()
    }

    func save(_ item: PantryItem) {
        var items = itemsSubject.value
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index] = item
        } else {
            items.append(item)
        }
        itemsSubject.send(items)
        if item.isLow {
            runningLow.send(item)
        }
    }
}
