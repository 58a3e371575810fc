import Foundation

struct PhotoItem: Identifiable, Hashable {
    let id: String
    let fileURL: URL
    let caption: String
}

final class PhotoLibrary {
    static let shared = PhotoLibrary()

    private let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

    func photos() -> [PhotoItem] {
        ["harbour", "market", "lighthouse"].map { name in
            PhotoItem(id: name, fileURL: folder.appendingPathComponent("\(name).jpg"), caption: name.capitalized)
        }
    }

    func setFavourite(_ favourite: Bool, photoID: String) {}
}
