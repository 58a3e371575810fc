import Foundation

protocol ShelfInteractorInput: AnyObject {
    func bookCount() -> Int
}

final class ShelfInteractor: ShelfInteractorInput {
    private let defaults = UserDefaults.standard

    func bookCount() -> Int {
        defaults.integer(forKey: "shelf.bookCount")
    }
}
