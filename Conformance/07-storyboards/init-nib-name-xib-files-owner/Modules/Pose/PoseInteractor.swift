import Foundation

final class PoseInteractor {
    private let library: PracticeLibrary

    init(library: PracticeLibrary) {
        self.library = library
    }

    func complete(_ pose: YogaPose) {
        library.markPractised(pose)
    }
}
