import Foundation

struct Show: Equatable {
    let title: String
    let feedURL: URL
}

final class FeedLibrary {

    private(set) var shows: [Show] = [
        Show(title: "Night Shift Radio", feedURL: URL(string: "https://feeds.example.com/nightshift.xml")!),
        Show(title: "The Compost Heap", feedURL: URL(string: "https://feeds.example.com/compost.xml")!)
    ]

    func add(_ show: Show) {
        guard !shows.contains(show) else { return }
        shows.append(show)
    }
}
