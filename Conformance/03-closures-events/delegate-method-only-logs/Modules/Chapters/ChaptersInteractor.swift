import Foundation

struct Chapter {
    let title: String
    let duration: String
}

protocol ChaptersInteractorInput: AnyObject {
    func bookTitle() -> String
    func chapters() -> [Chapter]
}

final class ChaptersInteractor: ChaptersInteractorInput {

    func bookTitle() -> String {
        "The Old Lighthouse"
    }

    func chapters() -> [Chapter] {
        [
            Chapter(title: "1. The Keeper", duration: "32:10"),
            Chapter(title: "2. Fog Season", duration: "28:45"),
            Chapter(title: "3. The Letter", duration: "41:02")
        ]
    }
}
