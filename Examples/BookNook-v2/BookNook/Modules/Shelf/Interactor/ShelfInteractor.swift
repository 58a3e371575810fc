import Foundation

final class ShelfInteractor: ShelfUseCase {

    weak var output: ShelfInteractorOutput?

    private let defaults: UserDefaults
    private let storageKey = "BookNook.shelf"
    private let decoder = JSONDecoder()
    private let encoder = JSONEncoder()

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func loadShelf() {
        guard let data = defaults.data(forKey: storageKey) else {
            output?.shelfLoaded(ShelfItem.starterShelf)
            return
        }
        do {
            let items = try decoder.decode([ShelfItem].self, from: data)
            output?.shelfLoaded(items)
        } catch {
            output?.shelfLoadFailed(error)
        }
    }

    func removeBook(withID bookID: String) {
        let current = storedItems()
        let remaining = current.filter { $0.bookID != bookID }
        guard remaining.count != current.count else { return }

        if let data = try? encoder.encode(remaining) {
            defaults.set(data, forKey: storageKey)
        }
        output?.shelfLoaded(remaining)
    }

    private func storedItems() -> [ShelfItem] {
        guard let data = defaults.data(forKey: storageKey),
              let items = try? decoder.decode([ShelfItem].self, from: data) else {
            return ShelfItem.starterShelf
        }
        return items
    }
}
