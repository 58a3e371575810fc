import Foundation
import Combine

protocol PantryInteractorInput: AnyObject {
    var items: AnyPublisher<[PantryItem], Never> { get }
    var runningLow: AnyPublisher<PantryItem, Never> { get }
}

final class PantryInteractor: PantryInteractorInput {

    private let store: PantryStore

    init(store: PantryStore) {
        self.store = store
    }

    var items: AnyPublisher<[PantryItem], Never> {
        store.items
            .map { $0.sorted { $0.name < $1.name } }
            .eraseToAnyPublisher()
    }

    var runningLow: AnyPublisher<PantryItem, Never> {
        store.runningLow.eraseToAnyPublisher()
    }
}
