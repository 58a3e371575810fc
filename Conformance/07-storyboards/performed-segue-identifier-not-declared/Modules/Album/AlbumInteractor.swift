import Foundation

final class AlbumInteractor {
    private let shelf: RecordShelf

    init(shelf: RecordShelf) {
        self.shelf = shelf
    }

    func record() -> Record {
        shelf.nowSpinning
    }
}
