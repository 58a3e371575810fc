import Foundation

protocol ShelfInteractorInput: AnyObject {
    func loansCount() -> Int
}

final class ShelfInteractor: ShelfInteractorInput {

    func loansCount() -> Int {
        UserDefaults.standard.integer(forKey: "activeLoans")
    }
}
