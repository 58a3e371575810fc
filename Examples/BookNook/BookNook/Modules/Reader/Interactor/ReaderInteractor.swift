import Foundation

final class ReaderInteractor: ReaderUseCase {

    weak var output: ReaderInteractorOutput?

    private let fileManager: FileManager
    private let defaults: UserDefaults
    private let progress: ReadingProgressStore

    init(fileManager: FileManager = .default, defaults: UserDefaults = .standard,
         progress: ReadingProgressStore = ReadingProgressStore()) {
        self.fileManager = fileManager
        self.defaults = defaults
        self.progress = progress
    }

    func loadPages(for bookID: String) {
        guard let url = localFileURL(for: bookID), fileManager.fileExists(atPath: url.path) else {
            output?.pagesLoadFailed(CocoaError(.fileNoSuchFile))
            return
        }
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            output?.pagesLoaded(ReaderPage.paginate(text))
        } catch {
            output?.pagesLoadFailed(error)
        }
    }

    func saveProgress(bookID: String, pageIndex: Int, pageCount: Int) {
        progress.save(pageIndex: pageIndex, pageCount: pageCount, for: bookID)
    }

    private func localFileURL(for bookID: String) -> URL? {
        fileManager.urls(for: .documentDirectory, in: .userDomainMask).first?
            .appendingPathComponent("Books", isDirectory: true)
            .appendingPathComponent("\(bookID).txt")
    }
}
