import Combine
import Foundation

struct Episode {
    let title: String
    let audioURL: URL
}

final class EpisodesInteractor {

    @Published private(set) var progress: Double = 0

    private let feed: [Episode] = [
        Episode(title: "#112 · Slow mornings", audioURL: URL(string: "https://cdn.example-pod.test/112.mp3")!),
        Episode(title: "#111 · Letters from the coast", audioURL: URL(string: "https://cdn.example-pod.test/111.mp3")!)
    ]

    func episodes() -> [Episode] {
        feed
    }

    func downloadLatest() {
        guard let latest = feed.first else { return }
        let task = URLSession.shared.downloadTask(with: latest.audioURL)
        task.progress
            .publisher(for: \.fractionCompleted)
            .receive(on: DispatchQueue.main)
            .assign(to: &$progress)
        task.resume()
    }
}
