//
//  FeedSync.swift
//  Driftwave
//

import Foundation

extension Notification.Name {
    static let feedDidRefresh = Notification.Name("FeedSync.feedDidRefresh")
}

final class FeedSync {
    enum Outcome {
        case newEpisodes(count: Int)
        case upToDate
        case failed
    }

    static let shared = FeedSync()

    private let session = URLSession(configuration: .default)
    private var deviceToken: String?
    private(set) var episodeCounts: [String: Int] = [:]

    func register(deviceToken: Data) {
        self.deviceToken = deviceToken.map { String(format: "%02x", $0) }.joined()
    }

    func refreshEpisodes(showId: String, completion: @escaping (Outcome) -> Void) {
        guard let url = URL(string: "https://feeds.driftwave.example/shows/\(showId)/episodes.json") else {
            completion(.failed)
            return
        }
        session.dataTask(with: url) { [weak self] data, _, error in
            guard let self = self, error == nil, let data = data,
                  let titles = try? JSONDecoder().decode([String].self, from: data) else {
                completion(.failed)
                return
            }
            let known = self.episodeCounts[showId] ?? 0
            self.episodeCounts[showId] = titles.count
            DispatchQueue.main.async {
                NotificationCenter.default.post(name: .feedDidRefresh, object: showId)
                completion(titles.count > known ? .newEpisodes(count: titles.count - known) : .upToDate)
            }
        }.resume()
    }
}
