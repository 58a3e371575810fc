import Foundation

protocol LibraryInteractorInput: AnyObject {
    func savedAlbums() -> [String]
}

final class LibraryInteractor: LibraryInteractorInput {

    func savedAlbums() -> [String] {
        UserDefaults.standard.stringArray(forKey: "library.savedAlbums") ?? []
    }
}
