import Foundation

final class UploadJob: Identifiable {
    let id = UUID()
    let fileURL: URL
    let glazeName: String
    var isReady = false

    init(fileURL: URL, glazeName: String) {
        self.fileURL = fileURL
        self.glazeName = glazeName
    }
}
